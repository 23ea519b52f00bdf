import { type InvoiceEvent, invoiceDecider } from '@verdant/domain/invoicing/invoice';
import { issueAshasInvoice } from '@verdant/domain/invoicing/testing/invoices';
import { utgstInvoice } from '@verdant/domain/invoicing/testing/issued-documents';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { invoicesProjection } from './invoices';

const spec = projectionSpecification(invoicesProjection);

const [issued] = invoiceDecider.decide(issueAshasInvoice(), null) as [InvoiceEvent];
const afterInvoice = invoiceDecider.evolve(null, issued);
const credit = (creditNoteId: string, sequence: number, amount: number) =>
  invoiceDecider.decide(
    {
      type: 'IssueCreditNote',
      data: {
        orderId: 'o-1',
        creditNoteId,
        creditNoteNumber: `VCN/26-27/00000${sequence}`,
        issuedAt: new Date('2026-10-09T10:00:00+05:30'),
        reason: 'refunded',
        credit: { kind: 'amount', amount },
      },
    },
    afterInvoice,
  )[0] as InvoiceEvent;
const firstCredit = credit('claim-1', 1, 10_000);
const secondCredit = credit('claim-2', 2, 5_000);
const totalsOf = (event: InvoiceEvent) => event.data.totals;

describe('invoices read model', () => {
  it('holds each invoiced order’s invoice and its credit notes, with where each lies in the stream', async () => {
    await spec.given([issued, firstCredit, secondCredit]).thenReadModel({
      invoices: [
        {
          _id: 'o-1',
          customerId: 'c-asha',
          invoice: {
            number: 'VRD/26-27/000001',
            issuedAt: '2026-10-02T05:30:00.000Z',
            totals: totalsOf(issued),
            revision: '0',
            financialYear: '26-27',
            supplyType: 'intra-state',
            stateTaxName: 'SGST',
          },
          creditNotes: [
            {
              creditNoteId: 'claim-1',
              number: 'VCN/26-27/000001',
              issuedAt: '2026-10-09T04:30:00.000Z',
              totals: totalsOf(firstCredit),
              revision: '0',
              reason: 'refunded',
            },
            {
              creditNoteId: 'claim-2',
              number: 'VCN/26-27/000002',
              issuedAt: '2026-10-09T04:30:00.000Z',
              totals: totalsOf(secondCredit),
              revision: '0',
              reason: 'refunded',
            },
          ],
          updatedAt: recordedAt(2),
        },
      ],
    });
  });

  it('keeps UTGST as the state half’s name of an invoice within a union territory without a legislature', async () => {
    const withinChandigarh = utgstInvoice();
    await spec.given([{ type: 'InvoiceIssued', data: withinChandigarh }]).thenReadModel({
      invoices: [
        {
          _id: 'o-3',
          customerId: 'c-meera',
          invoice: {
            number: 'VRD/26-27/000003',
            issuedAt: '2026-12-01T04:30:00.000Z',
            totals: withinChandigarh.totals,
            revision: '0',
            financialYear: '26-27',
            supplyType: 'intra-state',
            stateTaxName: 'UTGST',
          },
          creditNotes: [],
          updatedAt: recordedAt(0),
        },
      ],
    });
  });

  it('keeps nothing of a credit note with no invoice before it', async () => {
    await spec.given([firstCredit]).thenReadModel({ invoices: [] });
  });
});
