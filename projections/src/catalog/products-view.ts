import type { Paise } from '@verdant/domain/catalog/money';
import { sellingPrice } from '@verdant/domain/catalog/pricing';
import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { ProductStatus, StockStatus } from '@verdant/domain/catalog/product-rules';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { ProjectedEvent } from '../projection';

export interface ProductImageView {
  url: string;
  alt: string;
}

export interface ProductVariantView {
  variantId: string;
  name: string;
  /** Added to the price the shopper pays; negative for a cheaper option. */
  priceAdjustment: Paise;
}

/** A product as shoppers see it: listing cards, the product page, search, featured and 'You May Also Like'. */
export interface StorefrontProductView extends StoredDocument {
  name: string;
  slug: string;
  botanicalName: string | null;
  description: string | null;
  careGuide: string | null;
  tags: string[];
  seoTitle: string | null;
  metaDescription: string | null;
  categoryId: string | null;
  basePrice: Paise;
  salePrice: Paise | null;
  /** What the shopper pays: the price filter and the price sorts work on it, never on the base price. */
  price: Paise;
  onSale: boolean;
  mainImageUrl: string | null;
  mainImageAlt: string | null;
  gallery: ProductImageView[];
  /** In the order they were added, which is the order of the size buttons. */
  variants: ProductVariantView[];
  stockStatus: StockStatus;
  inStock: boolean;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
  /** Log position of the creation: 'Newest' ordering that stays stable within one millisecond. */
  createdSequence: number;
  /**
   * Name, description and care guide in lower case, one per line: the search box looks for its lowercased
   * text here. The line breaks keep a one-line query from matching across two fields.
   */
  searchText: string;
}

/** Every product whatever its status: the back office's list, and the source of the storefront's. */
export interface ProductView extends StorefrontProductView {
  status: ProductStatus;
  /**
   * Log position of the last event applied to this document. Events at or below it are skipped when
   * delivered again: re-adding a variant from an older event would otherwise put it out of order.
   */
  appliedPosition: number;
}

type Priced = Pick<
  ProductView,
  'basePrice' | 'salePrice' | 'stockStatus' | 'name' | 'description' | 'careGuide'
>;

/** The fields that follow from others, recomputed after every event so they can never disagree. */
function derivedFields(product: Priced) {
  return {
    price: sellingPrice(product),
    onSale: product.salePrice !== null,
    inStock: product.stockStatus !== 'out_of_stock',
    searchText: [product.name, product.description, product.careGuide]
      .filter((text) => text !== null)
      .join('\n')
      .toLowerCase(),
  };
}

export function alreadyApplied(product: ProductView | null, event: ProjectedEvent<ProductEvent>): boolean {
  return product !== null && product.appliedPosition >= Number(event.position);
}

/** The product after the event; null while it has not been created. */
export function evolveProductView(
  product: ProductView | null,
  event: ProjectedEvent<ProductEvent>,
): ProductView | null {
  const appliedPosition = Number(event.position);
  if (event.type === 'ProductCreated') {
    const { productId, featured, ...recorded } = event.data;
    const created = {
      _id: productId,
      ...recorded,
      variants: [],
      isFeatured: featured,
      createdAt: event.metadata.at,
      updatedAt: event.metadata.at,
      createdSequence: appliedPosition,
      appliedPosition,
    };
    return { ...created, ...derivedFields(created) };
  }
  if (!product) return null;
  const changed = { ...product, ...changes(product, event), updatedAt: event.metadata.at, appliedPosition };
  return { ...changed, ...derivedFields(changed) };
}

function changes(
  product: ProductView,
  event: Exclude<ProductEvent, { type: 'ProductCreated' }>,
): Partial<ProductView> {
  switch (event.type) {
    case 'ProductDetailsEdited': {
      const { productId: _product, previousSlug: _released, ...details } = event.data;
      return details;
    }
    case 'ProductPriced':
      return { basePrice: event.data.basePrice, salePrice: event.data.salePrice };
    case 'ProductImagesSet': {
      const { mainImageUrl, mainImageAlt, gallery } = event.data;
      return { mainImageUrl, mainImageAlt, gallery };
    }
    case 'VariantAdded': {
      const { productId: _product, ...variant } = event.data;
      return { variants: [...product.variants, variant] };
    }
    case 'VariantChanged': {
      const { productId: _product, ...changed } = event.data;
      return {
        variants: product.variants.map((variant) =>
          variant.variantId === changed.variantId ? changed : variant,
        ),
      };
    }
    case 'VariantRemoved':
      return { variants: product.variants.filter((variant) => variant.variantId !== event.data.variantId) };
    case 'StockStatusChanged':
      return { stockStatus: event.data.stockStatus };
    case 'ProductFeatured':
      return { isFeatured: true };
    case 'ProductUnfeatured':
      return { isFeatured: false };
    case 'ProductStatusChanged':
      return { status: event.data.status };
  }
}

/** The public document: no status (only active products have one) and no bookkeeping. */
export function storefrontView(product: ProductView): StorefrontProductView {
  const { status: _status, appliedPosition: _applied, ...shown } = product;
  return shown;
}
