import { describe, expect, it } from 'vitest';
import { invoiceDecider } from './invoice';
import { describeInvoiceEvent } from './invoice-timeline';
import { issueAshasInvoice } from './testing/invoices';

describe('invoices on the order timeline', () => {
  it('name the invoice and each credit note by number, with its amount and cause', () => {
    const [issued] = invoiceDecider.decide(issueAshasInvoice(), null);
    const [credited] = invoiceDecider.decide(
      {
        type: 'IssueCreditNote',
        data: {
          orderId: 'o-1',
          creditNoteId: 'cancel-o-1',
          creditNoteNumber: 'VCN/26-27/000004',
          issuedAt: new Date('2026-10-03T10:00:00+05:30'),
          reason: 'cancelled',
          credit: { kind: 'whole' },
        },
      },
      invoiceDecider.evolve(null, issued!),
    );

    expect([issued!, credited!].map(describeInvoiceEvent)).toEqual([
      'Invoice VRD/26-27/000001 issued: ₹996.00',
      'Credit note VCN/26-27/000004 issued against invoice VRD/26-27/000001: ₹996.00, as the order was cancelled',
    ]);
  });
});
