import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { ProductStatus, StockStatus } from '@verdant/domain/catalog/product-rules';
import { recordedAt } from '@verdant/platform/testing';
import type { ProductView, StorefrontProductView } from './products-view';

type EventData<Type extends ProductEvent['type']> = Extract<ProductEvent, { type: Type }>['data'];

/** Product events as the codec delivers them, and the documents they lead to, for the catalogue specs. */
export const monstera: EventData<'ProductCreated'> = {
  productId: 'p-1',
  name: 'Monstera Deliciosa',
  slug: 'monstera-deliciosa',
  botanicalName: 'Monstera deliciosa',
  description: 'Big, split leaves.',
  careGuide: 'Bright, indirect light.',
  tags: ['air-purifying', 'large'],
  seoTitle: null,
  metaDescription: null,
  categoryId: 'c-indoor',
  basePrice: 89900,
  salePrice: null,
  mainImageUrl: null,
  mainImageAlt: null,
  gallery: [],
  stockStatus: 'in_stock',
  status: 'active',
  featured: false,
};

/** Monstera as the storefront shows it right after its creation as the first event. */
export const monsteraInShop: StorefrontProductView = {
  _id: 'p-1',
  name: 'Monstera Deliciosa',
  slug: 'monstera-deliciosa',
  botanicalName: 'Monstera deliciosa',
  description: 'Big, split leaves.',
  careGuide: 'Bright, indirect light.',
  tags: ['air-purifying', 'large'],
  seoTitle: null,
  metaDescription: null,
  categoryId: 'c-indoor',
  basePrice: 89900,
  salePrice: null,
  price: 89900,
  onSale: false,
  mainImageUrl: null,
  mainImageAlt: null,
  gallery: [],
  variants: [],
  stockStatus: 'in_stock',
  inStock: true,
  tracksStock: false,
  available: null,
  availableBySize: null,
  isFeatured: false,
  createdAt: recordedAt(0),
  updatedAt: recordedAt(0),
  createdSequence: 1,
  searchText: 'monstera deliciosa\nbig, split leaves.\nbright, indirect light.',
};

/** What both collections hold for one product: the storefront only has it while it is active. */
export function catalogWith(shown: StorefrontProductView, status: ProductStatus) {
  const product: ProductView = { ...shown, status, counts: {}, tax: null };
  return { all_products: [product], storefront_products: status === 'active' ? [shown] : [] };
}

export const created = (data: EventData<'ProductCreated'> = monstera): ProductEvent => ({
  type: 'ProductCreated',
  data,
});
export const priced = (productId: string, basePrice: number, salePrice: number | null): ProductEvent => ({
  type: 'ProductPriced',
  data: { productId, basePrice, salePrice },
});
export const variantAdded = (variantId: string, name: string, priceAdjustment: number): ProductEvent => ({
  type: 'VariantAdded',
  data: { productId: 'p-1', variantId, name, priceAdjustment },
});
export const variantChanged = (variantId: string, name: string, priceAdjustment: number): ProductEvent => ({
  type: 'VariantChanged',
  data: { productId: 'p-1', variantId, name, priceAdjustment },
});
export const variantRemoved = (variantId: string): ProductEvent => ({
  type: 'VariantRemoved',
  data: { productId: 'p-1', variantId },
});
export const stockChanged = (stockStatus: StockStatus): ProductEvent => ({
  type: 'StockStatusChanged',
  data: { productId: 'p-1', stockStatus },
});
export const featured = (productId: string): ProductEvent => ({
  type: 'ProductFeatured',
  data: { productId },
});
export const unfeatured = (productId: string): ProductEvent => ({
  type: 'ProductUnfeatured',
  data: { productId },
});
export const statusChanged = (productId: string, status: ProductStatus): ProductEvent => ({
  type: 'ProductStatusChanged',
  data: { productId, status },
});
