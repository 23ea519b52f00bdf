import { sellingPrice } from '@verdant/domain/catalog/pricing';
import { type Product, type ProductEvent, productDecider } from '@verdant/domain/catalog/product';
import type { ProductStatus, StockStatus } from '@verdant/domain/catalog/product-rules';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import type { ProductTax } from '@verdant/domain/invoicing/gst-rates';
import type { Paise } from '@verdant/domain/shared/money';
import type { ProjectedEvent, StoredDocument } from '@verdant/platform';
import { availableStock, countsAfter, type ProductCounts } from './product-stock';

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
  /**
   * As an admin set it. Shoppers see it for a plant whose stock is not counted; a counted plant's status
   * follows `available` and the shop's low-stock threshold (see shownStockStatus).
   */
  stockStatus: StockStatus;
  /** Whether any can be bought: by the count for a counted plant, else by the status set by hand. */
  inStock: boolean;
  /** Whether the shop counts this plant's stock. */
  tracksStock: boolean;
  /** For a counted plant, how many are left over all its sizes; else null. */
  available: number | null;
  /** For a counted plant, how many of each size are left (keyed by variant id, or 'one-size'); else null. */
  availableBySize: Record<string, number> | null;
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
  /** How it is taxed on invoices (the back office's alone); absent on documents from before products had one. */
  tax?: ProductTax | null;
  /** The counts by size the availability follows from, kept whether or not the plant is counted now. */
  counts: ProductCounts;
}

/**
 * The product after the event, folded by the product's own `evolve` (so the read model and the decisions
 * can never disagree about a product), plus when it was created and changed and the fields that follow.
 */
export function evolveProductView(
  view: ProductView | null,
  event: ProjectedEvent<ProductEvent | StockedItemEvent>,
): ProductView | null {
  if (isStockMovement(event)) {
    // A movement changes what shoppers see of the stock, not the product: its times stay as they are.
    if (!view) return null;
    const { createdAt, updatedAt, createdSequence } = view;
    return viewOf(productOf(view), countsAfter(view.counts, event), {
      createdAt,
      updatedAt,
      createdSequence,
    });
  }
  const product = productDecider.evolve(view && productOf(view), event);
  if (!product) return null;
  return viewOf(product, view?.counts ?? {}, {
    createdAt: view?.createdAt ?? event.metadata.at,
    updatedAt: event.metadata.at,
    createdSequence: view?.createdSequence ?? Number(event.position),
  });
}

const STOCK_MOVEMENTS: ReadonlySet<string> = new Set<StockedItemEvent['type']>([
  'StockReceived',
  'StockAdjusted',
  'StockReserved',
  'StockReservationReleased',
  'StockShipped',
]);

const isStockMovement = (
  event: ProjectedEvent<ProductEvent | StockedItemEvent>,
): event is ProjectedEvent<StockedItemEvent> => STOCK_MOVEMENTS.has(event.type);

/** The public document: only active products are shown, without their status. */
export function storefrontView(product: ProductView): StorefrontProductView | null {
  if (product.status !== 'active') return null;
  const { status: _status, counts: _counts, tax: _tax, ...shown } = product;
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
    counts: _counts,
    available: _available,
    availableBySize: _availableBySize,
    ...fields
  } = view;
  // Documents written before products had a tax carry none.
  return { ...fields, tax: fields.tax ?? null, productId: _id, featured: isFeatured };
}

function viewOf(product: Product, counts: ProductCounts, times: RecordedTimes): ProductView {
  const { productId, featured, variants, gallery, tags, ...fields } = product;
  const { available, availableBySize } = availableStock(product, counts);
  return {
    _id: productId,
    ...fields,
    available,
    availableBySize,
    counts,
    tags: [...tags],
    gallery: gallery.map((image) => ({ ...image })),
    variants: variants.map((variant) => ({ ...variant })),
    isFeatured: featured,
    ...times,
    // The fields that follow from others, recomputed every time so they can never disagree.
    price: sellingPrice(product),
    onSale: product.salePrice !== null,
    inStock: available === null ? product.stockStatus !== 'out_of_stock' : available > 0,
    searchText: [product.name, product.description, product.careGuide]
      .filter((text) => text !== null)
      .join('\n')
      .toLowerCase(),
  };
}
