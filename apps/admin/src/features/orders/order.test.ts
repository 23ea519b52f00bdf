import { describe, expect, it } from 'vitest';
import { actorLabel, orderNumber } from './order';

describe('an order in the back office', () => {
  it('is known by the first 8 characters of its id', () => {
    expect(orderNumber('1a2b3c4d-5e6f-5a7b-8c9d-0e1f2a3b4c5d')).toBe('#1a2b3c4d');
  });

  it('names who acted on it with their role in words', () => {
    expect(actorLabel({ role: 'admin', name: 'Meera Iyer' })).toBe('Meera Iyer (Admin)');
    expect(actorLabel({ role: 'customer', name: 'Asha Menon' })).toBe('Asha Menon (Customer)');
    expect(actorLabel({ role: 'gateway', name: 'Razorpay' })).toBe('Razorpay (Payment gateway)');
  });

  it('does not repeat a name that is the role itself', () => {
    expect(actorLabel({ role: 'system', name: 'System' })).toBe('System');
  });
});
