import { describe, expect, it } from 'vitest';
import { invoiceDecider } from './invoice';
import { creditForSettlement } from './settlement-credit';
import { issueAshasInvoice } from './testing/invoices';

const [issued] = invoiceDecider.decide(issueAshasInvoice(), null);
const { left } = invoiceDecider.evolve(null, issued!)!;
const jade = { productId: 'p-jade', variantId: null, quantity: 2 };
const planter = { productId: 'p-planter', variantId: 'v-8in', quantity: 1 };
const sold = [jade, planter];
const jadeLine = left.get(1)!.amount;
const planterLine = left.get(2)!.amount;

describe('what a credit note takes back for a refund of some items', () => {
  it('takes the refund of one returned jade plant off the jade line alone, exempt as sold', () => {
    const credit = creditForSettlement({ items: [{ ...jade, quantity: 1 }], amount: 18_000 }, sold, left);

    expect(credit).toEqual({ kind: 'lines', lines: [{ lineNo: 1, amount: 18_000 }] });
  });

  it('shares a refund of plants and planter between their lines in proportion to what they were sold for', () => {
    const amount = 50_000;
    const credit = creditForSettlement({ items: [jade, planter], amount }, sold, left);

    // The lines hold ₹358.08 of jade plants and ₹538.92 of planter after the coupon: 39.92 % and 60.08 %.
    expect([jadeLine, planterLine]).toEqual([35_808, 53_892]);
    expect(credit).toEqual({
      kind: 'lines',
      lines: [
        { lineNo: 1, amount: 19_960 },
        { lineNo: 2, amount: 30_040 },
      ],
    });
    if (credit.kind !== 'lines') throw new Error('lines expected');
    expect(credit.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(amount);
  });

  it('takes back the whole invoice when the refund reaches all that is left, shipping included', () => {
    const all = [...left.values()].reduce((sum, line) => sum + line.amount, 0);

    expect(creditForSettlement({ items: [jade, planter], amount: all }, sold, left)).toEqual({
      kind: 'whole',
    });
  });

  it('spreads over every line a refund past what is left of its items, never more than a line holds', () => {
    const credit = creditForSettlement({ items: [planter], amount: planterLine + 500 }, sold, left);

    expect(credit).toEqual({ kind: 'amount', amount: planterLine + 500 });
  });
});
