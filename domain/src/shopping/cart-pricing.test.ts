import { describe, expect, it } from 'vitest';
import { PLANT_SOLD_OUT, PLANT_UNAVAILABLE, SIZE_UNAVAILABLE } from './cart';
import { type CatalogProduct, priceCart } from './cart-pricing';

const monstera: CatalogProduct = {
  productId: 'p-monstera',
  name: 'Monstera Deliciosa',
  slug: 'monstera-deliciosa',
  imageUrl: '/images/products/monstera-deliciosa.svg',
  imageAlt: 'A monstera in a clay pot',
  basePrice: 79_900,
  salePrice: 64_900,
  status: 'active',
  tracksStock: false,
  availableBySize: null,
  stockStatus: 'in_stock',
  variants: [
    { variantId: 'v-small', name: 'Small', priceAdjustment: -10_000 },
    { variantId: 'v-large', name: 'Large', priceAdjustment: 30_000 },
  ],
};
const jade: CatalogProduct = {
  ...monstera,
  productId: 'p-jade',
  name: 'Jade Plant',
  slug: 'jade-plant',
  basePrice: 19_900,
  salePrice: null,
  variants: [],
};
const catalog = (...products: CatalogProduct[]) =>
  new Map(products.map((product) => [product.productId, product]));

describe('cart pricing', () => {
  it('prices a line at the sale price plus the size adjustment, times the quantity', () => {
    const cart = priceCart(
      [{ productId: 'p-monstera', variantId: 'v-large', quantity: 2 }],
      catalog(monstera),
    );
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 94_900,
      lineTotal: 189_800,
      variantName: 'Large',
      onSale: true,
      unavailable: null,
    });
    expect(cart).toMatchObject({ itemCount: 2, subtotal: 189_800, shipping: 0, total: 189_800 });
  });

  it('uses the base price when there is no sale, and charges shipping below ₹399', () => {
    const cart = priceCart([{ productId: 'p-jade', variantId: null, quantity: 1 }], catalog(jade));
    expect(cart.lines[0]?.onSale).toBe(false);
    expect(cart).toMatchObject({ subtotal: 19_900, shipping: 9_900, total: 29_800, toFreeShipping: 20_000 });
  });

  it('a price change shows at once: the cart has no prices of its own', () => {
    const lines = [{ productId: 'p-jade', variantId: null, quantity: 3 }];
    expect(priceCart(lines, catalog({ ...jade, salePrice: 14_900 })).subtotal).toBe(44_700);
  });

  it('keeps lines that cannot be bought now, says why, and charges nothing for them', () => {
    const cart = priceCart(
      [
        { productId: 'p-monstera', variantId: 'v-small', quantity: 1 },
        { productId: 'p-jade', variantId: null, quantity: 2 },
        { productId: 'p-gone', variantId: null, quantity: 1 },
        { productId: 'p-monstera', variantId: 'v-retired', quantity: 1 },
      ],
      catalog({ ...monstera, stockStatus: 'out_of_stock' }, { ...jade, status: 'archived' }),
    );
    expect(cart.lines.map((line) => [line.unavailable, line.lineTotal])).toEqual([
      [PLANT_SOLD_OUT, 0],
      [PLANT_UNAVAILABLE, 0],
      [PLANT_UNAVAILABLE, 0],
      [PLANT_SOLD_OUT, 0],
    ]);
    expect(cart.lines[2]).toMatchObject({ name: null, unitPrice: null });
    expect(cart.lines[3]).toMatchObject({ unitPrice: null, variantName: null });
    expect(cart).toMatchObject({ itemCount: 5, subtotal: 0, shipping: 0, total: 0 });
    const retiredSize = priceCart(
      [{ productId: 'p-monstera', variantId: 'v-retired', quantity: 1 }],
      catalog(monstera),
    );
    expect(retiredSize.lines[0]?.unavailable).toBe(SIZE_UNAVAILABLE);
  });

  it('an empty cart costs nothing', () => {
    expect(priceCart([], catalog())).toEqual({
      lines: [],
      itemCount: 0,
      subtotal: 0,
      shipping: 0,
      total: 0,
      toFreeShipping: 0,
    });
  });
});
