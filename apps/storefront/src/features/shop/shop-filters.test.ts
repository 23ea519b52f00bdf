import { describe, expect, it } from 'vitest';
import { filtersToParams, listInput, parseFilters, plantsFound } from './shop-filters';

describe('shop filters in the address', () => {
  it('reads the defaults from a plain /shop', () => {
    expect(parseFilters(new URLSearchParams())).toEqual({
      categories: [],
      minPrice: 0,
      maxPrice: 5000,
      inStockOnly: false,
      onSaleOnly: false,
      sort: 'newest',
    });
  });

  it('round-trips every filter', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'category=cactus&category=snake&minPrice=200&maxPrice=900&inStock=true&onSale=true&sort=price_desc',
      ),
    );
    expect(filtersToParams(filters).toString()).toBe(
      'category=cactus&category=snake&minPrice=200&maxPrice=900&inStock=true&onSale=true&sort=price_desc',
    );
    expect(listInput(filters)).toMatchObject({ minPrice: 20_000, maxPrice: 90_000 });
  });

  it('keeps hand-edited prices on the slider and ignores an unknown sort', () => {
    const filters = parseFilters(new URLSearchParams('minPrice=-5&maxPrice=99999&sort=cheapest'));
    expect(filters).toMatchObject({ minPrice: 0, maxPrice: 5000, sort: 'newest' });
    expect(parseFilters(new URLSearchParams('minPrice=3000&maxPrice=1000'))).toMatchObject({
      minPrice: 3000,
      maxPrice: 3000,
    });
    expect(filtersToParams(parseFilters(new URLSearchParams('minPrice=abc'))).toString()).toBe('');
  });
});

describe('the count of plants found', () => {
  it('says plant for one and plants otherwise', () => {
    expect([0, 1, 2, 28].map(plantsFound)).toEqual([
      '0 plants found',
      '1 plant found',
      '2 plants found',
      '28 plants found',
    ]);
  });
});
