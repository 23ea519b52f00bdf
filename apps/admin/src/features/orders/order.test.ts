import { describe, expect, it } from 'vitest';
import { actorLabel } from './order';

describe('an order in the back office', () => {
  it('names who acted on it with their role in words', () => {
    expect(actorLabel({ role: 'admin', name: 'Meera Iyer' })).toBe('Meera Iyer (Admin)');
    expect(actorLabel({ role: 'customer', name: 'Asha Menon' })).toBe('Asha Menon (Customer)');
    expect(actorLabel({ role: 'gateway', name: 'Razorpay' })).toBe('Razorpay (Payment gateway)');
  });

  it('does not repeat a name that is the role itself', () => {
    expect(actorLabel({ role: 'system', name: 'System' })).toBe('System');
  });
});
