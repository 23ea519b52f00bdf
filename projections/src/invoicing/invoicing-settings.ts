import type { GstRateTable } from '@verdant/domain/invoicing/gst-rates';
import type {
  CashOnDeliveryInvoiceTiming,
  InvoicingSettingsEvent,
  ShopTaxDetails,
} from '@verdant/domain/invoicing/shop-tax-details';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** The one document of the shop's invoicing settings. */
export const INVOICING_SETTINGS_ID = 'invoicing';

export interface InvoicingSettingsView extends StoredDocument {
  /** Null until an admin sets them: until then the shop issues no invoices. */
  taxDetails: ShopTaxDetails | null;
  cashOnDeliveryInvoicedAt: CashOnDeliveryInvoiceTiming;
  /** The rates the shop set; absent while it keeps the slabs it started with. */
  gstRates?: GstRateTable;
  updatedAt: string;
}

/** The shop's tax details and invoicing preference, for Admin > Settings and the dashboard. */
export const invoicingSettingsProjection = documentProjection<InvoicingSettingsEvent, InvoicingSettingsView>({
  name: 'invoicing-settings',
  version: 1,
  collection: 'invoicing_settings',
  indexes: [],
  handles: ['ShopTaxDetailsSet', 'CashOnDeliveryInvoiceTimingSet', 'GstRatesSet'],
  documentId: () => INVOICING_SETTINGS_ID,
  evolve: (settings, event) => {
    const before = settings ?? {
      _id: INVOICING_SETTINGS_ID,
      taxDetails: null,
      cashOnDeliveryInvoicedAt: 'shipment' as const,
      updatedAt: event.metadata.at,
    };
    switch (event.type) {
      case 'ShopTaxDetailsSet':
        return { ...before, taxDetails: event.data, updatedAt: event.metadata.at };
      case 'CashOnDeliveryInvoiceTimingSet':
        return { ...before, cashOnDeliveryInvoicedAt: event.data.timing, updatedAt: event.metadata.at };
      case 'GstRatesSet':
        return { ...before, gstRates: event.data.rates, updatedAt: event.metadata.at };
    }
  },
});
