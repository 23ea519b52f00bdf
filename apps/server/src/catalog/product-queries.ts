import { unitPrice } from '@verdant/domain/catalog/pricing';
import { type BannerView, bannersProjection } from '@verdant/projections/catalog/banners';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import type { ProductView, StorefrontProductView } from '@verdant/projections/catalog/products-view';
import type { ReadModels } from '@verdant/projections/read-models';

export const storefrontProducts = (readModels: ReadModels) =>
  readModels.collection<StorefrontProductView>(productCatalogProjection, 'storefront_products');

export const allProducts = (readModels: ReadModels) =>
  readModels.collection<ProductView>(productCatalogProjection, 'all_products');

export const bannersReadModel = (readModels: ReadModels) =>
  readModels.collection<BannerView>(bannersProjection, 'banners');

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  categoryId: 1,
} as const satisfies Partial<Record<keyof StorefrontProductView, 1>>;

type ProductCardSource = Pick<StorefrontProductView, '_id' | keyof typeof PRODUCT_CARD_FIELDS>;

/** What a product card shows: listing, search results, featured and 'You May Also Like'. */
export const toProductCard = (product: ProductCardSource) => ({
  id: product._id,
  name: product.name,
  slug: product.slug,
  price: product.price,
  basePrice: product.basePrice,
  salePrice: product.salePrice,
  onSale: product.onSale,
  mainImageUrl: product.mainImageUrl,
  mainImageAlt: product.mainImageAlt,
  stockStatus: product.stockStatus,
  categoryId: product.categoryId,
});

/** The product page: everything a shopper reads, nothing the back office keeps for itself. */
export const toProductDetail = (product: StorefrontProductView) => ({
  ...toProductCard(product),
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
  })),
  isFeatured: product.isFeatured,
});

export const toBanner = (banner: BannerView) => ({
  id: banner._id,
  title: banner.title,
  imageUrl: banner.imageUrl,
  linkUrl: banner.linkUrl,
  displayOrder: banner.displayOrder,
  isActive: banner.isActive,
});
