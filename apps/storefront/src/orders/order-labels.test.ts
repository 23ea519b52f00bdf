import { describe, expect, it } from 'vitest';
import { capitalised, orderNumber } from './order-labels';

describe('order labels', () => {
  it('names an order by the first 8 characters of its id', () => {
    expect(orderNumber('1a2b3c4d-5e6f-5a7b-8c9d-0e1f2a3b4c5d')).toBe('#1a2b3c4d');
  });

  it('capitalises a status', () => {
    expect(capitalised('pending')).toBe('Pending');
    expect(capitalised('')).toBe('');
  });
});
