import { waitUntil } from './processes';
import type { TestBrowser } from './test-shop';

/** The order's invoice and credit notes, once the jobs have issued the invoice and `creditNotes` of them. */
export const invoicesIssued = (admin: TestBrowser, orderId: string, creditNotes = 0) =>
  waitUntil(
    async () => {
      const invoices = await admin.client.admin.orders.invoices.query({ orderId });
      if (!invoices.invoice || invoices.creditNotes.length < creditNotes) throw new Error('not yet');
      return invoices;
    },
    10_000,
    () => `order ${orderId} was not invoiced`,
  );
