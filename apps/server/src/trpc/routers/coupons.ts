import { couponEntryRule } from '@verdant/domain/sales/coupon-rules';
import { guestLinesRules } from '@verdant/domain/shopping/cart-rules';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { couponsProjection } from '@verdant/projections/sales/coupons';
import { z } from 'zod';
import { readModelQuery, router } from '../init';

/** The coupon box of a visitor's cart: whether a code takes something off these lines, and how much. */
export const couponsRouter = router({
  check: readModelQuery(productCatalogProjection.name, couponsProjection.name)
    .meta({ sentAlone: true, rateLimit: 'couponCheck' })
    .input(z.object({ code: couponEntryRule, lines: guestLinesRules }))
    .query(async ({ ctx, input }) => {
      const { coupon } = await ctx.shop.shopping.queries.carts.quotedCart(input.lines, input.code);
      return {
        valid: coupon?.problem === null,
        message: coupon?.problem ?? null,
        code: input.code,
        discount: coupon?.discount ?? 0,
      };
    }),
});
