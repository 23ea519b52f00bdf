import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';

describe('an order number', () => {
  it('is the first 8 characters of the order id, after a #', () => {
    expect(orderNumber('1a2b3c4d-5e6f-5a7b-8c9d-0e1f2a3b4c5d')).toBe('#1a2b3c4d');
  });
});
