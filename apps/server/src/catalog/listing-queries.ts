import { ReadModelCache, type ReadModels } from '@verdant/platform';
import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { lowStockThreshold } from '../inventory/stock-settings';
import { CategoryQueries } from './category-queries';
import { PRODUCT_CARD_FIELDS, storefrontProducts, toProductCard } from './product-queries';
import { stockStatusFilter } from './stock-status-filter';

/** Plants per listing page: four rows of the widest grid. */
export const LISTING_PAGE_SIZE = 24;

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
const SORTS = {
  newest: { createdSequence: -1 },
  price_asc: { price: 1, createdSequence: -1 },
  price_desc: { price: -1, createdSequence: -1 },
} as const satisfies Record<(typeof LISTING_SORTS)[number], unknown>;

/** The shop page's filters and sort, and how many plants of the listing the shopper has already seen. */
export interface ListingQuery {
  /** Category slugs. */
  categories: readonly string[];
  /** The price the shopper pays, in paise. */
  minPrice: number;
  maxPrice: number;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  sort: (typeof LISTING_SORTS)[number];
  /** Null or absent for the first page. */
  cursor?: number | null;
}

/** The shop page's listing: only active products, filtered, sorted, with the total they make. */
export class ListingQueries {
  /** Listing pages are few and asked for often: their answers are kept until a product or category changes. */
  readonly #answers = new ReadModelCache<ListingPage>(500);
  readonly #categories: CategoryQueries;

  constructor(private readonly readModels: ReadModels) {
    this.#categories = new CategoryQueries(readModels);
  }

  /** One page of the listing. */
  async listingPage(query: ListingQuery): Promise<ListingPage> {
    const version = [
      await this.readModels.versionOf(productCatalogProjection),
      await this.readModels.versionOf(categoriesProjection),
    ].join(':');
    // A new low-stock threshold changes what the counted plants' cards say: a listing of its own.
    const lowAt = await lowStockThreshold(this.readModels);
    return this.#answers.answer(JSON.stringify({ ...query, lowAt }), version, () =>
      this.#listPage(query, lowAt),
    );
  }

  async #listPage({ cursor, ...filters }: ListingQuery, lowAt: number) {
    const filter: Record<string, unknown> = { price: { $gte: filters.minPrice, $lte: filters.maxPrice } };
    if (filters.categories.length > 0) {
      const categoryIds = await this.#categories.categoryIdsBySlug(filters.categories);
      // Slugs that name no category are ignored: a stale link shows the whole shop, not an error.
      if (categoryIds.length > 0) filter.categoryId = { $in: categoryIds };
    }
    if (filters.inStockOnly) Object.assign(filter, stockStatusFilter('in_stock', lowAt));
    if (filters.onSaleOnly) filter.onSale = true;
    const products = await storefrontProducts(this.readModels);
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
    return {
      total,
      products: page.map((product) => toProductCard(product, lowAt)),
      nextCursor: pageEnd < total ? pageEnd : null,
    };
  }
}

interface ListingPage {
  total: number;
  products: ReturnType<typeof toProductCard>[];
  nextCursor: number | null;
}
