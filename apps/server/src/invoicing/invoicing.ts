import type { CommandContext, EventSourcing, JobQueue, ReadModels } from '@verdant/platform';
import { issueInvoiceByHand } from './invoice-issuing';
import { InvoiceQueries } from './invoice-queries';
import { InvoicingSettingsCommands, invoicingSettings } from './invoicing-settings';

/** Tax invoices: the shop's tax details, when its orders are invoiced, and the invoices issued. */
export interface Invoicing {
  settings: InvoicingSettingsCommands;
  /** 'Issue invoice' on an order the jobs did not invoice. */
  issueByHand(orderId: string, context: CommandContext): ReturnType<typeof issueInvoiceByHand>;
  queries: { settings(): ReturnType<typeof invoicingSettings>; invoices: InvoiceQueries };
}

export const openInvoicing = (
  eventSourcing: EventSourcing,
  readModels: ReadModels,
  jobQueue: JobQueue,
): Invoicing => ({
  settings: new InvoicingSettingsCommands(eventSourcing),
  issueByHand: (orderId, context) => issueInvoiceByHand(eventSourcing, orderId, context),
  queries: {
    settings: () => invoicingSettings(readModels),
    invoices: new InvoiceQueries(readModels, jobQueue),
  },
});
