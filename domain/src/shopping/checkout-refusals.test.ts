import { describe, expect, it } from 'vitest';
import { STOCK_SHORT } from '../inventory/stock-rules';
import { conflict, DomainError } from '../shared/domain-error';
import { oneRefusal } from './checkout-refusals';

const short = (line: string) =>
  new DomainError('conflict', `${line} Please update your cart.`, { stock: line }, STOCK_SHORT);

describe('the refusal a shopper reads when several steps of one checkout were refused', () => {
  it('names every plant that is short, in one message', () => {
    const refusal = oneRefusal([
      short('Only 1 left of Fiddle Leaf Fig (Large).'),
      short('Only 0 left of Jade Plant.'),
    ]);
    expect({ kind: refusal.kind, code: refusal.code, message: refusal.message }).toEqual({
      kind: 'conflict',
      code: STOCK_SHORT,
      message: 'Only 1 left of Fiddle Leaf Fig (Large). Only 0 left of Jade Plant. Please update your cart.',
    });
  });

  it('tells any other refusal on its own, and one refusal as it is', () => {
    const usedUp = conflict('This coupon has reached its usage limit');
    expect(oneRefusal([short('Only 0 left of Jade Plant.'), usedUp])).toBe(usedUp);
    const alone = short('Only 0 left of Jade Plant.');
    expect(oneRefusal([alone])).toBe(alone);
  });
});
