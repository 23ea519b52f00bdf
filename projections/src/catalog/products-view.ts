import { sellingPrice } from '@verdant/domain/catalog/pricing';
import { type Product, type ProductEvent, productDecider } from '@verdant/domain/catalog/product';
import type { ProductStatus, StockStatus } from '@verdant/domain/catalog/product-rules';
import type { Paise } from '@verdant/domain/shared/money';
import type { ProjectedEvent, StoredDocument } from '@verdant/platform';

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
  /** Whether the shop counts this plant's stock. */
  tracksStock: boolean;
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
}

/**
 * The product after the event, folded by the product's own `evolve` (so the read model and the decisions
 * can never disagree about a product), plus when it was created and changed and the fields that follow.
 */
export function evolveProductView(
  view: ProductView | null,
  event: ProjectedEvent<ProductEvent>,
): ProductView | null {
  const product = productDecider.evolve(view && productOf(view), event);
  if (!product) return null;
  return viewOf(product, {
    createdAt: view?.createdAt ?? event.metadata.at,
    updatedAt: event.metadata.at,
    createdSequence: view?.createdSequence ?? Number(event.position),
  });
}

/** The public document: only active products are shown, without their status. */
export function storefrontView(product: ProductView): StorefrontProductView | null {
  if (product.status !== 'active') return null;
  const { status: _status, ...shown } = product;
  return shown;
}

type RecordedTimes = Pick<ProductView, 'createdAt' | 'updatedAt' | 'createdSequence'>;

function productOf(view: ProductView): Product {
  const {
    _id,
    isFeatured,
    price: _price,
    onSale: _onSale,
    inStock: _inStock,
    searchText: _searchText,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    createdSequence: _createdSequence,
    ...fields
  } = view;
  return { ...fields, productId: _id, featured: isFeatured };
}

function viewOf(product: Product, times: RecordedTimes): ProductView {
  const { productId, featured, variants, gallery, tags, ...fields } = product;
  return {
    _id: productId,
    ...fields,
    tags: [...tags],
    gallery: gallery.map((image) => ({ ...image })),
    variants: variants.map((variant) => ({ ...variant })),
    isFeatured: featured,
    ...times,
    // The fields that follow from others, recomputed every time so they can never disagree.
    price: sellingPrice(product),
    onSale: product.salePrice !== null,
    inStock: product.stockStatus !== 'out_of_stock',
    searchText: [product.name, product.description, product.careGuide]
      .filter((text) => text !== null)
      .join('\n')
      .toLowerCase(),
  };
}
