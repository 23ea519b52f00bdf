import { STOCK_SHORT, stockShortMessage } from '../inventory/stock-rules';
import { DomainError } from '../shared/domain-error';

/**
 * What the shopper reads when steps of one checkout were refused together: every plant that is short, named
 * in one message; any other refusal (the coupon, the cart) on its own, as it comes first.
 */
export function oneRefusal(refusals: readonly [DomainError, ...DomainError[]]): DomainError {
  const other = refusals.find((refusal) => refusal.code !== STOCK_SHORT);
  if (other) return other;
  if (refusals.length === 1) return refusals[0];
  const lines = refusals.map((refusal) => refusal.fieldErrors.stock ?? refusal.message);
  return new DomainError('conflict', stockShortMessage(lines), { stock: lines.join(' ') }, STOCK_SHORT);
}
