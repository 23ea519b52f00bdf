import { describe, expect, it } from 'vitest';
import { availableLabel, productsPath, statusFilterOf, stockFilterOf } from './product';

describe('the products list filters in the address', () => {
  it('reads a known status or stock, and shows everything for anything else', () => {
    expect(statusFilterOf('draft')).toBe('draft');
    expect(stockFilterOf('low_stock')).toBe('low_stock');
    expect(statusFilterOf('deleted')).toBe('all');
    expect(stockFilterOf(null)).toBe('all');
  });

  it('builds the link other screens follow', () => {
    expect(productsPath({})).toBe('/products');
    expect(productsPath({ status: 'active', stock: 'out_of_stock' })).toBe(
      '/products?status=active&stock=out_of_stock',
    );
  });
});

describe('the Available cell', () => {
  it('gives the count of a counted plant, grouped the Indian way, and says when a plant is not counted', () => {
    expect(availableLabel(0)).toBe('0');
    expect(availableLabel(123456)).toBe('1,23,456');
    expect(availableLabel(null)).toBe('Not counted');
  });
});
