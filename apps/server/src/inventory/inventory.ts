import type { EventSourcing, ReadModels } from '@verdant/platform';
import { StockCommands } from './stock-commands';
import { StockQueries } from './stock-queries';
import { StockSettingsCommands } from './stock-settings';

/**
 * The stock the shop counts: deliveries and adjustments, each size's count and movements, and the low-stock
 * threshold counted plants are judged by.
 */
export interface Inventory {
  stock: StockCommands;
  settings: StockSettingsCommands;
  queries: { stock: StockQueries };
}

export const openInventory = (eventSourcing: EventSourcing, readModels: ReadModels): Inventory => ({
  stock: new StockCommands(eventSourcing),
  settings: new StockSettingsCommands(eventSourcing),
  queries: { stock: new StockQueries(eventSourcing, readModels) },
});
