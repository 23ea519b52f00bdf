import type { StockSettingsEvent } from '@verdant/domain/inventory/stock-settings';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** The one document of the shop's stock settings. */
export const STOCK_SETTINGS_ID = 'stock';

export interface StockSettingsView extends StoredDocument {
  lowStockThreshold: number;
  updatedAt: string;
}

/**
 * The shop's stock settings as queries apply them. Counted plants keep their counts in the catalogue and their
 * status is judged against this threshold as they are read, so a new threshold shows everywhere at once.
 */
export const stockSettingsProjection = documentProjection<StockSettingsEvent, StockSettingsView>({
  name: 'stock-settings',
  version: 1,
  collection: 'stock_settings',
  indexes: [],
  handles: ['LowStockThresholdSet'],
  documentId: () => STOCK_SETTINGS_ID,
  evolve: (_settings, event) => ({
    _id: STOCK_SETTINGS_ID,
    lowStockThreshold: event.data.threshold,
    updatedAt: event.metadata.at,
  }),
});
