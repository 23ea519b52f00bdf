import { type ProductPrices, unitPrice } from '../catalog/pricing';
import type { ProductStatus, StockStatus } from '../catalog/product-rules';
import { stockedSizeKey } from '../inventory/stock-levels';
import type { Paise } from '../shared/money';
import { type CartLine, whyNotBuyable } from './cart';
import { freeShippingShortfall, orderTotal, shippingCharge } from './shipping';

/** A product as the catalogue read model holds it now: the only source of a cart's prices. */
export interface CatalogProduct extends ProductPrices {
  productId: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  imageAlt: string | null;
  status: ProductStatus;
  stockStatus: StockStatus;
  variants: readonly { variantId: string; name: string; priceAdjustment: Paise }[];
  /** Whether the shop counts its stock: its lines are then reserved as the order is placed. */
  tracksStock: boolean;
  /** How many of each size are left (see stockedSizeKey), as the catalogue last counted; null when not counted. */
  availableBySize: Readonly<Record<string, number>> | null;
}

/** A product's catalogue fields as pricing needs them, wherever they were read (its stream, its listing). */
export function catalogProductOf(
  productId: string,
  product: Omit<CatalogProduct, 'productId' | 'imageUrl' | 'imageAlt'> & {
    mainImageUrl: string | null;
    mainImageAlt: string | null;
  },
): CatalogProduct {
  const { name, slug, basePrice, salePrice, status, stockStatus, variants, tracksStock, availableBySize } =
    product;
  return {
    productId,
    name,
    slug,
    imageUrl: product.mainImageUrl,
    imageAlt: product.mainImageAlt,
    basePrice,
    salePrice,
    status,
    stockStatus,
    variants,
    tracksStock,
    availableBySize,
  };
}

export interface PricedCartLine extends CartLine {
  name: string | null;
  slug: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  variantName: string | null;
  stockStatus: StockStatus | null;
  /** Null when the product or its size no longer exists. */
  unitPrice: Paise | null;
  /** 0 for a line that cannot be bought now: it stays in the cart but is not charged. */
  lineTotal: Paise;
  /** Priced at a sale price: a coupon that excludes sale items leaves the line out. */
  onSale: boolean;
  /** Why the line cannot be bought now, or null. */
  unavailable: string | null;
  /** How many are left, when the line asks for more than that ('Only 1 left'); null otherwise. */
  onlyLeft: number | null;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** The sum of the quantities: the number on the header's cart badge. */
  itemCount: number;
  subtotal: Paise;
  shipping: Paise;
  total: Paise;
  /** How much more would make shipping free ('Add ₹X more for free shipping'); 0 when it is free. */
  toFreeShipping: Paise;
}

/**
 * A line costs the sale price if there is one, else the base price, plus the size's adjustment, times the
 * quantity; the subtotal is the sum of the lines; shipping follows the shop's one setting. Prices always
 * come from the catalogue as it is now, never from what a client remembers.
 */
export function priceCart(
  lines: readonly CartLine[],
  catalog: ReadonlyMap<string, CatalogProduct>,
): PricedCart {
  const priced = lines.map((line) => priceLine(line, catalog.get(line.productId) ?? null));
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = shippingCharge(subtotal);
  return {
    lines: priced,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    total: orderTotal(subtotal, shipping),
    toFreeShipping: freeShippingShortfall(subtotal),
  };
}

function priceLine(line: CartLine, product: CatalogProduct | null): PricedCartLine {
  const { productId, variantId, quantity } = line;
  const variant = product?.variants.find((candidate) => candidate.variantId === variantId) ?? null;
  const unavailable = whyNotBuyable(
    product && { ...product, variantIds: product.variants.map((option) => option.variantId) },
    line,
  );
  const sized = variantId === null || variant !== null;
  const unit = product && sized ? unitPrice(product, variant?.priceAdjustment ?? 0) : null;
  const left = product?.availableBySize?.[stockedSizeKey(variantId)];
  return {
    productId,
    variantId,
    quantity,
    name: product?.name ?? null,
    slug: product?.slug ?? null,
    imageUrl: product?.imageUrl ?? null,
    imageAlt: product?.imageAlt ?? null,
    variantName: variant?.name ?? null,
    stockStatus: product?.stockStatus ?? null,
    unitPrice: unit,
    lineTotal: unavailable === null && unit !== null ? unit * quantity : 0,
    onSale: product !== null && product.salePrice !== null,
    unavailable,
    onlyLeft: left !== undefined && quantity > left ? left : null,
  };
}
