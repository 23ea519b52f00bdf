import { describe, expect, it } from 'vitest';
import { linePrice, sellingPrice, unitPrice } from './pricing';

const notOnSale = { basePrice: 49900, salePrice: null };
const onSale = { basePrice: 49900, salePrice: 39900 };

describe('pricing', () => {
  it('sells at the base price when the product is not on sale', () => {
    expect(sellingPrice(notOnSale)).toBe(49900);
    expect(unitPrice(notOnSale)).toBe(49900);
  });

  it('sells at the sale price while there is one', () => {
    expect(sellingPrice(onSale)).toBe(39900);
    expect(unitPrice(onSale)).toBe(39900);
  });

  it('adds the variant price adjustment to the selling price, up or down', () => {
    expect(unitPrice(notOnSale, 20000)).toBe(69900);
    expect(unitPrice(onSale, 20000)).toBe(59900);
    expect(unitPrice(onSale, -10000)).toBe(29900);
  });

  it('allows an adjustment that brings the price to exactly ₹0', () => {
    expect(unitPrice(onSale, -39900)).toBe(0);
  });

  it('refuses an adjustment that would make the price negative', () => {
    expect(() => unitPrice(onSale, -39901)).toThrow(RangeError);
  });

  it('multiplies the unit price by the quantity for a line', () => {
    expect(linePrice(39900, 1)).toBe(39900);
    expect(linePrice(39900, 3)).toBe(119700);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a line quantity of %d', (quantity) => {
    expect(() => linePrice(39900, quantity)).toThrow(RangeError);
  });
});
