import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type Credit, creditTooLarge, NOTHING_TO_CREDIT, noSuchLine } from './credit-note';
import {
  type InvoiceCommand,
  type InvoiceEvent,
  type IssuedCreditNote,
  invoiceDecider,
  NO_INVOICE,
} from './invoice';
import { sumOf, type TaxedAmount } from './tax-split';
import { issueAshasInvoice } from './testing/invoices';

const spec = deciderSpecification(invoiceDecider);

const invoiceIssued = (customerState = 'Karnataka') =>
  invoiceDecider.decide(
    issueAshasInvoice({ customer: { name: 'Asha Rao', addressLines: ['Somewhere'], state: customerState } }),
    null,
  )[0]!;
const issued = invoiceIssued();
const invoice = issued.type === 'InvoiceIssued' ? issued.data : null!;

let creditNotes = 0;
const credit = (
  credit: Credit,
  reason: 'cancelled' | 'returned' | 'refunded' = 'refunded',
): InvoiceCommand => {
  creditNotes += 1;
  return {
    type: 'IssueCreditNote',
    data: {
      orderId: 'o-1',
      creditNoteId: `cn-${creditNotes}`,
      creditNoteNumber: `VCN/26-27/${String(creditNotes).padStart(6, '0')}`,
      issuedAt: new Date('2026-10-09T10:00:00+05:30'),
      reason,
      credit,
    },
  };
};

const creditNoteOf = (events: InvoiceEvent[]): IssuedCreditNote => {
  const [event] = events;
  if (event?.type !== 'CreditNoteIssued') throw new Error('no credit note issued');
  return event.data;
};

/** Issues the credit note on the history and adds its event to it. */
function issue(history: InvoiceEvent[], command: InvoiceCommand): IssuedCreditNote {
  const events = invoiceDecider.decide(command, foldEvents(invoiceDecider, history));
  history.push(...events);
  return creditNoteOf(events);
}

const heads = ({ amount, taxableValue, cgst, stateTax, igst }: TaxedAmount) => ({
  amount,
  taxableValue,
  cgst,
  stateTax,
  igst,
});

describe('a credit note', () => {
  it('for a cancelled order takes back the whole invoice, referring to it', () => {
    const note = creditNoteOf(
      invoiceDecider.decide(credit({ kind: 'whole' }, 'cancelled'), foldEvents(invoiceDecider, [issued])),
    );
    expect(note).toMatchObject({
      invoiceNumber: 'VRD/26-27/000001',
      invoiceIssuedAt: invoice.issuedAt,
      reason: 'cancelled',
      supplyType: 'intra-state',
      amountInWords: 'Rupees Nine Hundred Ninety-Six Only',
    });
    expect(note.totals).toEqual(invoice.totals);
    expect(note.lines.map((line) => line.lineNo)).toEqual([1, 2, 3]);
  });

  it('for goods returned takes back those lines’ amounts, with the tax in them', () => {
    const note = creditNoteOf(
      invoiceDecider.decide(
        credit({ kind: 'lines', lines: [{ lineNo: 2, amount: 26_946 }] }, 'returned'),
        foldEvents(invoiceDecider, [issued]),
      ),
    );
    // Half the planter line: 26,946 at 18 % is 22,835.59… → 22,836 taxable, 4,110 tax.
    expect(note.lines).toEqual([
      {
        lineNo: 2,
        description: 'Plastic Planter, 8 inch',
        hsn: '3924',
        rate: { code: '18', percent: 18, kind: 'taxable' },
        amount: 26_946,
        taxableValue: 22_836,
        cgst: 2_055,
        stateTax: 2_055,
        igst: 0,
      },
    ]);
  });

  it('for a part refund spreads the amount over what is left, in proportion', () => {
    const note = creditNoteOf(
      invoiceDecider.decide(credit({ kind: 'amount', amount: 10_000 }), foldEvents(invoiceDecider, [issued])),
    );
    expect(note.totals.amount).toBe(10_000);
    expect(note.lines.map((line) => line.amount)).toEqual([3_595, 5_411, 994]);
  });

  it('never takes back more than is left of the invoice', () => {
    spec
      .given([issued])
      .when(credit({ kind: 'amount', amount: 99_601 }))
      .thenRefused('invalid', creditTooLarge('VRD/26-27/000001', 99_600));
    spec
      .given([issued])
      .when(credit({ kind: 'lines', lines: [{ lineNo: 1, amount: 35_809 }] }))
      .thenRefused(
        'invalid',
        'A credit note cannot take back more than is left of invoice VRD/26-27/000001: ₹358.08',
      );
    const history: InvoiceEvent[] = [issued];
    issue(history, credit({ kind: 'amount', amount: 90_000 }));
    spec
      .given(history)
      .when(credit({ kind: 'amount', amount: 9_601 }))
      .thenRefused('invalid', creditTooLarge('VRD/26-27/000001', 9_600));
    issue(history, credit({ kind: 'whole' }, 'cancelled'));
    spec
      .given(history)
      .when(credit({ kind: 'whole' }))
      .thenRefused('invalid', NOTHING_TO_CREDIT);
  });

  it('is refused for a line the invoice does not have, for nothing, or without an invoice', () => {
    spec
      .given([issued])
      .when(credit({ kind: 'lines', lines: [{ lineNo: 9, amount: 1 }] }))
      .thenRefused('invalid', noSuchLine(9));
    spec
      .given([issued])
      .when(credit({ kind: 'amount', amount: 0 }))
      .thenRefused('invalid', NOTHING_TO_CREDIT);
    spec
      .given([])
      .when(credit({ kind: 'whole' }))
      .thenRefused('not_found', NO_INVOICE);
  });

  it('is issued once: the same credit note again records nothing', () => {
    const command = credit({ kind: 'amount', amount: 500 });
    const history: InvoiceEvent[] = [issued];
    issue(history, command);
    spec.given(history).when(command).thenNothingHappens();
  });

  it('taken in awkward parts then for the rest, gives back exactly the invoice, head by head', () => {
    for (const state of ['Karnataka', 'Kerala']) {
      const start = invoiceIssued(state);
      const total = start.type === 'InvoiceIssued' ? start.data.totals : null!;
      for (const parts of [[1], [1, 1, 1], [3_333, 7, 19_999], [99_599], [2, 3, 5, 7, 11, 13]]) {
        const history: InvoiceEvent[] = [start];
        const notes = parts.map((amount) => issue(history, credit({ kind: 'amount', amount })));
        notes.push(issue(history, credit({ kind: 'whole' }, 'cancelled')));
        for (const note of notes) {
          for (const line of note.lines)
            expect(line.taxableValue + line.cgst + line.stateTax + line.igst).toBe(line.amount);
          for (const amount of [note.totals, ...note.lines]) {
            expect(Object.values(heads(amount)).every((value) => value >= 0)).toBe(true);
          }
        }
        expect(heads(sumOf(notes.map((note) => note.totals)))).toEqual(heads(total));
      }
    }
  });
});
