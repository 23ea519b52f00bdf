import { TRPCError } from '@trpc/server';
import { bannersProjection } from '@verdant/projections/catalog/banners';
import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import type { ReadModels } from '@verdant/projections/read-models';
import { z } from 'zod';
import { categoriesReadModel } from '../../catalog/category-queries';
import {
  bannersReadModel,
  escapeRegex,
  PRODUCT_CARD_FIELDS,
  storefrontProducts,
  toBanner,
  toProductCard,
  toProductDetail,
} from '../../catalog/product-queries';
import { cachePerOwner } from '../../catalog/read-model-cache';
import type { Shop } from '../../shop';
import { readModelQuery, router } from '../init';

/** SPEC.md 9: the price slider runs from ₹0 to ₹5,000; in paise. */
export const PRICE_SLIDER_MAX = 500_000;
export const PRODUCT_NOT_FOUND = 'Product not found';
/** Plants per listing page: four rows of the widest grid. */
export const LISTING_PAGE_SIZE = 24;
const SORTS = {
  newest: { createdSequence: -1 },
  price_asc: { price: 1, createdSequence: -1 },
  price_desc: { price: -1, createdSequence: -1 },
} as const;

const slugInput = z.object({ slug: z.string().trim().min(1).max(120) });

const listingInput = z.object({
  categories: z.array(z.string().trim().max(80)).max(20).default([]),
  minPrice: z.number().int().min(0).default(0),
  maxPrice: z.number().int().min(0).default(PRICE_SLIDER_MAX),
  inStockOnly: z.boolean().default(false),
  onSaleOnly: z.boolean().default(false),
  sort: z.enum(['newest', 'price_asc', 'price_desc']).default('newest'),
  /** How many plants of this listing the shopper has already seen; null or absent for the first page. */
  cursor: z.number().int().min(0).nullish(),
});
type ListingInput = z.output<typeof listingInput>;

async function listPage(readModels: ReadModels, { cursor, ...filters }: ListingInput) {
  const filter: Record<string, unknown> = { price: { $gte: filters.minPrice, $lte: filters.maxPrice } };
  if (filters.categories.length > 0) {
    const categories = await (await categoriesReadModel(readModels)).find({
      slug: { $in: filters.categories },
    });
    // Slugs that name no category are ignored: a stale link shows the whole shop, not an error.
    if (categories.length > 0) filter.categoryId = { $in: categories.map((category) => category._id) };
  }
  if (filters.inStockOnly) filter.stockStatus = 'in_stock';
  if (filters.onSaleOnly) filter.onSale = true;
  const products = await storefrontProducts(readModels);
  const offset = cursor ?? 0;
  // Only the page's cards are copied out of the read model, and only their fields: copying every match
  // whole was most of the cost of a listing.
  const [total, page] = await Promise.all([
    products.count(filter),
    products.find(filter, {
      sort: SORTS[filters.sort],
      skip: offset,
      limit: LISTING_PAGE_SIZE,
      projection: PRODUCT_CARD_FIELDS,
    }),
  ]);
  const pageEnd = offset + page.length;
  return { total, products: page.map(toProductCard), nextCursor: pageEnd < total ? pageEnd : null };
}

/** Listing pages are few and asked for often: their answers are kept until a product or category changes. */
const listingCacheOf = cachePerOwner<Shop, Awaited<ReturnType<typeof listPage>>>(500);

/** The public catalogue: only active products ever reach these answers. */
export const productsRouter = router({
  list: readModelQuery(productCatalogProjection.name, categoriesProjection.name)
    .input(listingInput)
    .query(async ({ ctx, input }) => {
      const { projections, readModels } = ctx.shop;
      const version = [
        await projections.position(productCatalogProjection.name),
        await projections.position(categoriesProjection.name),
      ].join(':');
      return listingCacheOf(ctx.shop).answer(JSON.stringify(input), version, () =>
        listPage(readModels, input),
      );
    }),

  bySlug: readModelQuery(productCatalogProjection.name)
    .input(slugInput)
    .query(async ({ ctx, input }) => {
      const product = await (await storefrontProducts(ctx.shop.readModels)).findOne({ slug: input.slug });
      if (!product) throw new TRPCError({ code: 'NOT_FOUND', message: PRODUCT_NOT_FOUND });
      return toProductDetail(product);
    }),

  /** 'You May Also Like': up to 8 other active products, the same category first. */
  related: readModelQuery(productCatalogProjection.name)
    .input(slugInput)
    .query(async ({ ctx, input }) => {
      const products = await storefrontProducts(ctx.shop.readModels);
      const current = await products.findOne({ slug: input.slug });
      if (!current) return [];
      const sameCategory =
        current.categoryId === null
          ? []
          : await products.find(
              { categoryId: current.categoryId, _id: { $ne: current._id } },
              { sort: { createdSequence: -1 }, limit: 8 },
            );
      const others = await products.find(
        { _id: { $nin: [current._id, ...sameCategory.map((product) => product._id)] } },
        { sort: { createdSequence: -1 }, limit: 8 - sameCategory.length },
      );
      return [...sameCategory, ...others].map(toProductCard);
    }),

  /** 'Bestsellers' on the home page: four featured products. */
  featured: readModelQuery(productCatalogProjection.name).query(async ({ ctx }) => {
    const products = await storefrontProducts(ctx.shop.readModels);
    return (await products.find({ isFeatured: true }, { sort: { createdSequence: -1 }, limit: 4 })).map(
      toProductCard,
    );
  }),

  /** The search overlay: name, description or care guide, from 2 characters, at most 10 results. */
  search: readModelQuery(productCatalogProjection.name)
    .input(z.object({ text: z.string().trim().min(2, 'Type at least 2 characters').max(100) }))
    .query(async ({ ctx, input }) => {
      const products = await storefrontProducts(ctx.shop.readModels);
      const found = await products.find(
        { searchText: { $regex: escapeRegex(input.text.toLowerCase()) } },
        { sort: { createdSequence: -1 }, limit: 10 },
      );
      return found.map(toProductCard);
    }),

  /** The home page carousel: active banners by display order. */
  banners: readModelQuery(bannersProjection.name).query(async ({ ctx }) => {
    const banners = await bannersReadModel(ctx.shop.readModels);
    return (await banners.find({ isActive: true }, { sort: { displayOrder: 1, createdSequence: 1 } })).map(
      toBanner,
    );
  }),
});
