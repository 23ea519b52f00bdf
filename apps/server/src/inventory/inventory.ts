import type { EventSourcing, ReadModels } from '@verdant/platform';
import { StockCommands } from './stock-commands';
import { StockQueries } from './stock-queries';

/** The stock the shop counts: deliveries and adjustments, and each size's count and movements. */
export interface Inventory {
  stock: StockCommands;
  queries: { stock: StockQueries };
}

export const openInventory = (eventSourcing: EventSourcing, readModels: ReadModels): Inventory => ({
  stock: new StockCommands(eventSourcing),
  queries: { stock: new StockQueries(eventSourcing, readModels) },
});
