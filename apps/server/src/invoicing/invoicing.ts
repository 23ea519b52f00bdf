import type { EventSourcing, ReadModels } from '@verdant/platform';
import { InvoicingSettingsCommands, invoicingSettings } from './invoicing-settings';

/** Tax invoices: the shop's tax details, and when its orders are invoiced. */
export interface Invoicing {
  settings: InvoicingSettingsCommands;
  queries: { settings(): ReturnType<typeof invoicingSettings> };
}

export const openInvoicing = (eventSourcing: EventSourcing, readModels: ReadModels): Invoicing => ({
  settings: new InvoicingSettingsCommands(eventSourcing),
  queries: { settings: () => invoicingSettings(readModels) },
});
