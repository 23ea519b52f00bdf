import { describe, expect, it } from 'vitest';
import { freeShippingShortfall, orderTotal, shippingCharge } from './shipping';

describe('shipping', () => {
  it('is free at ₹399 or more, ₹99 below, and nothing for an empty cart', () => {
    expect(shippingCharge(39_900)).toBe(0);
    expect(shippingCharge(250_000)).toBe(0);
    expect(shippingCharge(39_899)).toBe(9_900);
    expect(shippingCharge(100)).toBe(9_900);
    expect(shippingCharge(0)).toBe(0);
  });

  it('says how much more makes shipping free, and nothing once it is free or the cart is empty', () => {
    expect(freeShippingShortfall(29_900)).toBe(10_000);
    expect(freeShippingShortfall(39_900)).toBe(0);
    expect(freeShippingShortfall(0)).toBe(0);
  });

  it('totals subtotal plus shipping less the discount, never below ₹0', () => {
    expect(orderTotal(29_900, 9_900)).toBe(39_800);
    expect(orderTotal(50_000, 0, 5_000)).toBe(45_000);
    expect(orderTotal(10_000, 9_900, 30_000)).toBe(0);
  });
});
