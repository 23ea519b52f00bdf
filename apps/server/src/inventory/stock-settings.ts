import { DEFAULT_LOW_STOCK_THRESHOLD } from '@verdant/domain/inventory/stock-levels';
import { STOCK_SETTINGS_STREAM, stockSettingsDecider } from '@verdant/domain/inventory/stock-settings';
import { type CommandContext, type EventSourcing, handleCommand, type ReadModels } from '@verdant/platform';
import {
  STOCK_SETTINGS_ID,
  type StockSettingsView,
  stockSettingsProjection,
} from '@verdant/projections/inventory/stock-settings';

/** At or below how many available a counted plant shows as low in stock: the shop's setting, else 5. */
export async function lowStockThreshold(readModels: ReadModels): Promise<number> {
  const settings = await readModels.collection<StockSettingsView>(stockSettingsProjection, 'stock_settings');
  return (
    (await settings.findOne({ _id: STOCK_SETTINGS_ID }))?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD
  );
}

/** Admin > Settings > Stock: the low-stock threshold every counted plant is judged by. */
export class StockSettingsCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  setLowStockThreshold(threshold: unknown, context: CommandContext) {
    return handleCommand(
      this.eventSourcing,
      stockSettingsDecider,
      STOCK_SETTINGS_STREAM,
      { type: 'SetLowStockThreshold', data: { threshold } },
      context,
    );
  }
}
