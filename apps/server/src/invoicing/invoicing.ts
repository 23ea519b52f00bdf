import type { EventSourcing, JobQueue, ReadModels } from '@verdant/platform';
import { InvoiceQueries } from './invoice-queries';
import { InvoicingSettingsCommands, invoicingSettings } from './invoicing-settings';

/** Tax invoices: the shop's tax details, when its orders are invoiced, and the invoices issued. */
export interface Invoicing {
  settings: InvoicingSettingsCommands;
  queries: { settings(): ReturnType<typeof invoicingSettings>; invoices: InvoiceQueries };
}

export const openInvoicing = (
  eventSourcing: EventSourcing,
  readModels: ReadModels,
  jobQueue: JobQueue,
): Invoicing => ({
  settings: new InvoicingSettingsCommands(eventSourcing),
  queries: {
    settings: () => invoicingSettings(readModels),
    invoices: new InvoiceQueries(readModels, jobQueue),
  },
});
