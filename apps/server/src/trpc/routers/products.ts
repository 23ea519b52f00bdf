import { TRPCError } from '@trpc/server';
import { PRODUCT_NOT_FOUND } from '@verdant/domain/catalog/product';
import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { z } from 'zod';
import { LISTING_SORTS } from '../../catalog/listing-queries';
import { catalogueQuery, router } from '../init';
import { SHOWN_PRODUCTS } from '../shown-products';

/** The price slider runs from ₹0 to ₹5,000; in paise. */
const PRICE_SLIDER_MAX = 500_000;

const slugInput = z.object({ slug: z.string().trim().min(1).max(120) });

/** The shop page's listing: every field defaults to the unfiltered shop, as the page asks for it. */
export const listingInput = z.object({
  categories: z.array(z.string().trim().max(80)).max(20).default([]),
  minPrice: z.number().int().min(0).default(0),
  maxPrice: z.number().int().min(0).default(PRICE_SLIDER_MAX),
  inStockOnly: z.boolean().default(false),
  onSaleOnly: z.boolean().default(false),
  sort: z.enum(LISTING_SORTS).default('newest'),
  cursor: z.number().int().min(0).nullish(),
});

/** The public catalogue: only active products ever reach these answers. */
export const productsRouter = router({
  list: catalogueQuery(...SHOWN_PRODUCTS, categoriesProjection.name)
    .input(listingInput)
    .query(({ ctx, input }) => ctx.shop.catalogue.queries.listing.listingPage(input)),

  bySlug: catalogueQuery(...SHOWN_PRODUCTS)
    .input(slugInput)
    .query(async ({ ctx, input }) => {
      const product = await ctx.shop.catalogue.queries.products.productBySlug(input.slug);
      if (!product) throw new TRPCError({ code: 'NOT_FOUND', message: PRODUCT_NOT_FOUND });
      return product;
    }),

  related: catalogueQuery(...SHOWN_PRODUCTS)
    .input(slugInput)
    .query(({ ctx, input }) => ctx.shop.catalogue.queries.products.relatedProducts(input.slug)),

  featured: catalogueQuery(...SHOWN_PRODUCTS).query(({ ctx }) =>
    ctx.shop.catalogue.queries.products.featuredProducts(),
  ),

  search: catalogueQuery(...SHOWN_PRODUCTS)
    .input(z.object({ text: z.string().trim().min(2, 'Type at least 2 characters').max(100) }))
    .query(({ ctx, input }) => ctx.shop.catalogue.queries.products.searchProducts(input.text)),
});
