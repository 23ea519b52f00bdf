import { unitPrice } from '@verdant/domain/catalog/pricing';
import type { ProductStatus, StockKeeping, StockStatus } from '@verdant/domain/catalog/product-statuses';
import { shownStockStatus } from '@verdant/domain/inventory/stock-levels';
import { containsIgnoringCase, escapeRegex, type ReadModels } from '@verdant/platform';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import type { ProductView, StorefrontProductView } from '@verdant/projections/catalog/products-view';
import { lowStockThreshold } from '../inventory/stock-settings';
import { stockStatusFilter } from './stock-status-filter';

export const storefrontProducts = (readModels: ReadModels) =>
  readModels.collection<StorefrontProductView>(productCatalogProjection, 'storefront_products');

export const allProducts = (readModels: ReadModels) =>
  readModels.collection<ProductView>(productCatalogProjection, 'all_products');

/** The fields a product card reads, for queries that fetch nothing more. */
export const PRODUCT_CARD_FIELDS = {
  name: 1,
  slug: 1,
  price: 1,
  basePrice: 1,
  salePrice: 1,
  onSale: 1,
  mainImageUrl: 1,
  mainImageAlt: 1,
  stockStatus: 1,
  tracksStock: 1,
  available: 1,
  categoryId: 1,
} as const satisfies Partial<Record<keyof StorefrontProductView, 1>>;

type ProductCardSource = Pick<StorefrontProductView, '_id' | keyof typeof PRODUCT_CARD_FIELDS>;

/**
 * What a product card shows: listing, search results, featured and 'You May Also Like'. `lowAt` is the shop's
 * low-stock threshold, which a counted plant's status is judged by.
 */
export const toProductCard = (product: ProductCardSource, lowAt: number) => ({
  id: product._id,
  name: product.name,
  slug: product.slug,
  price: product.price,
  basePrice: product.basePrice,
  salePrice: product.salePrice,
  onSale: product.onSale,
  mainImageUrl: product.mainImageUrl,
  mainImageAlt: product.mainImageAlt,
  stockStatus: shownStockStatus(product, lowAt),
  categoryId: product.categoryId,
});

/** The product page: everything a shopper reads, nothing the back office keeps for itself. */
const toProductDetail = (product: StorefrontProductView, lowAt: number) => ({
  ...toProductCard(product, lowAt),
  botanicalName: product.botanicalName,
  description: product.description,
  careGuide: product.careGuide,
  tags: product.tags,
  seoTitle: product.seoTitle,
  metaDescription: product.metaDescription,
  gallery: product.gallery,
  // Each size priced here, so the product page shows the server's figures, never its own sums.
  variants: product.variants.map(({ variantId, name, priceAdjustment }) => ({
    id: variantId,
    name,
    priceAdjustment,
    price: unitPrice(product, priceAdjustment),
    basePrice: unitPrice({ basePrice: product.basePrice, salePrice: null }, priceAdjustment),
    available: product.availableBySize?.[variantId] ?? null,
  })),
  isFeatured: product.isFeatured,
  /** How many are left, over all sizes, when the shop counts this plant's stock; null when it does not. */
  available: product.available,
  /** At or below this many left a counted size says 'Only n left'. */
  lowStockThreshold: lowAt,
});

const NEWEST_FIRST = { createdSequence: -1 } as const;
const RELATED_COUNT = 8;
const FEATURED_COUNT = 4;
const SEARCH_RESULTS = 10;

export interface AdminProductFilter {
  search: string;
  status: ProductStatus | 'all';
  stock: StockStatus | 'all';
  /** Counted plants only, plants whose status is set by hand only, or both. */
  keeping?: StockKeeping;
}

/**
 * A product as the admin's form reads it. The form edits the stock status set by hand; what shoppers see
 * (the count's, for a counted plant) comes beside it.
 */
export function toAdminProduct(product: ProductView & { appliedPosition?: number }, lowAt: number) {
  const { _id, appliedPosition: _applied, searchText: _search, counts: _counts, ...fields } = product;
  return {
    id: _id,
    ...fields,
    // Documents written before products had a tax carry none: the form then asks for one.
    tax: product.tax ?? null,
    shownStockStatus: shownStockStatus(product, lowAt),
  };
}

/** The plants: the product page, cards, search, and the back office's list and form. */
export class ProductQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** The product page of an active product, or null when no active product has the slug. */
  async productBySlug(slug: string) {
    const product = await (await storefrontProducts(this.readModels)).findOne({ slug });
    return product && toProductDetail(product, await lowStockThreshold(this.readModels));
  }

  /** 'You May Also Like': up to 8 other active products, the same category first. */
  async relatedProducts(slug: string) {
    const products = await storefrontProducts(this.readModels);
    const current = await products.findOne({ slug });
    if (!current) return [];
    const sameCategory =
      current.categoryId === null
        ? []
        : await products.find(
            { categoryId: current.categoryId, _id: { $ne: current._id } },
            { sort: NEWEST_FIRST, limit: RELATED_COUNT },
          );
    const others = await products.find(
      { _id: { $nin: [current._id, ...sameCategory.map((product) => product._id)] } },
      { sort: NEWEST_FIRST, limit: RELATED_COUNT - sameCategory.length },
    );
    const lowAt = await lowStockThreshold(this.readModels);
    return [...sameCategory, ...others].map((product) => toProductCard(product, lowAt));
  }

  /** 'Bestsellers' on the home page: four featured products, the newest first. */
  async featuredProducts() {
    const products = await storefrontProducts(this.readModels);
    const lowAt = await lowStockThreshold(this.readModels);
    return (await products.find({ isFeatured: true }, { sort: NEWEST_FIRST, limit: FEATURED_COUNT })).map(
      (product) => toProductCard(product, lowAt),
    );
  }

  /** The search overlay: the text in a name, description or care guide; at most 10 results, newest first. */
  async searchProducts(text: string) {
    const products = await storefrontProducts(this.readModels);
    // The read model keeps the searched fields in lower case: the lowercased text finds any spelling.
    const found = await products.find(
      { searchText: { $regex: escapeRegex(text.toLowerCase()) } },
      { sort: NEWEST_FIRST, limit: SEARCH_RESULTS },
    );
    const lowAt = await lowStockThreshold(this.readModels);
    return found.map((product) => toProductCard(product, lowAt));
  }

  /** The product form's product, whatever its status, or null when there is none. */
  async productForAdmin(productId: string) {
    const product = await (await allProducts(this.readModels)).findOne({ _id: productId });
    return product && toAdminProduct(product, await lowStockThreshold(this.readModels));
  }

  /** Admin > Products: names containing the search, by status and stock, newest first. */
  async productsForAdmin({ search, status, stock, keeping = 'all' }: AdminProductFilter) {
    const lowAt = await lowStockThreshold(this.readModels);
    const filter: Record<string, unknown> = {};
    if (search) filter.name = containsIgnoringCase(search);
    if (status !== 'all') filter.status = status;
    if (stock !== 'all') Object.assign(filter, stockStatusFilter(stock, lowAt));
    if (keeping !== 'all') filter.tracksStock = keeping === 'counted';
    const products = await (await allProducts(this.readModels)).find(filter, { sort: NEWEST_FIRST });
    return products.map((product) => ({
      id: product._id,
      name: product.name,
      slug: product.slug,
      basePrice: product.basePrice,
      salePrice: product.salePrice,
      stockStatus: shownStockStatus(product, lowAt),
      tracksStock: product.tracksStock,
      available: product.available,
      status: product.status,
      isFeatured: product.isFeatured,
      mainImageUrl: product.mainImageUrl,
      mainImageAlt: product.mainImageAlt,
      createdAt: product.createdAt,
    }));
  }
}
