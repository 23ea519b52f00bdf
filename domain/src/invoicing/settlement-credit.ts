import type { Paise } from '../shared/money';
import type { Credit, LeftOfLines } from './credit-note';
import { spreadInProportion } from './tax-split';

/** An order's line as it was sold: the invoice's goods lines are the order's lines, in the same order. */
export interface SoldItem {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * What a credit note takes back for money refunded against some of an order's items (a return received, a
 * claim refunded): the refund shared over those items' invoice lines in proportion to what they were sold
 * for, so each line's tax is taken back at its own rate. A refund that reaches all that is left takes back
 * the whole (a claim on every plant gives back the shipping too); one past what is left of its items is
 * spread over what is left of every line.
 */
export function creditForSettlement(
  settlement: { items: readonly SoldItem[]; amount: Paise },
  sold: readonly SoldItem[],
  left: LeftOfLines,
): Credit {
  const leftOf = (lineNo: number) => left.get(lineNo)?.amount ?? 0;
  const leftInAll = [...left.values()].reduce((sum, line) => sum + line.amount, 0);
  if (settlement.amount >= leftInAll) return { kind: 'whole' };
  const weights = new Map<number, Paise>();
  for (const item of settlement.items) {
    const index = sold.findIndex(
      (line) => line.productId === item.productId && line.variantId === item.variantId,
    );
    if (index < 0) continue;
    const lineNo = index + 1;
    const part = Math.round((leftOf(lineNo) * item.quantity) / sold[index]!.quantity);
    weights.set(lineNo, (weights.get(lineNo) ?? 0) + part);
  }
  const lineNos = [...weights.keys()];
  const shares = spreadInProportion(
    settlement.amount,
    lineNos.map((lineNo) => weights.get(lineNo)!),
  );
  const fits = shares.every((share, index) => share <= leftOf(lineNos[index]!));
  if (lineNos.length === 0 || !fits) return { kind: 'amount', amount: settlement.amount };
  return {
    kind: 'lines',
    lines: lineNos
      .map((lineNo, index) => ({ lineNo, amount: shares[index]! }))
      .filter((line) => line.amount > 0),
  };
}
