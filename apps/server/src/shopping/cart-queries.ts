import { shownStockStatus } from '@verdant/domain/inventory/stock-levels';
import type { CartLine } from '@verdant/domain/shopping/cart';
import { cartCoupon, type PricedCartWithCoupon, withCoupon } from '@verdant/domain/shopping/cart-coupon';
import {
  type CatalogProduct,
  catalogProductOf,
  type PricedCart,
  priceCart,
} from '@verdant/domain/shopping/cart-pricing';
import type { ReadModels } from '@verdant/platform';
import type { ProductView } from '@verdant/projections/catalog/products-view';
import { type CartView, cartsProjection } from '@verdant/projections/shopping/carts';
import { allProducts } from '../catalog/product-queries';
import { lowStockThreshold } from '../inventory/stock-settings';
import { CouponQueries } from '../sales/coupon-queries';

/** The products a cart names, as the catalogue read model has them now (archived ones too, to say so). */
async function catalogProducts(
  readModels: ReadModels,
  productIds: readonly string[],
): Promise<Map<string, CatalogProduct>> {
  if (productIds.length === 0) return new Map();
  const products = await (await allProducts(readModels)).find(
    { _id: { $in: [...new Set(productIds)] } },
    { projection: PRICING_FIELDS },
  );
  const lowAt = await lowStockThreshold(readModels);
  return new Map(products.map((product) => [product._id, toCatalogProduct(product, lowAt)]));
}

/** Only what a cart line shows and is priced by: the rest of the product is not copied out per request. */
const PRICING_FIELDS = {
  name: 1,
  slug: 1,
  mainImageUrl: 1,
  mainImageAlt: 1,
  basePrice: 1,
  salePrice: 1,
  status: 1,
  stockStatus: 1,
  variants: 1,
  tracksStock: 1,
  available: 1,
  availableBySize: 1,
} as const satisfies Partial<Record<keyof ProductView, 1>>;

const toCatalogProduct = (product: Pick<ProductView, '_id' | keyof typeof PRICING_FIELDS>, lowAt: number) =>
  catalogProductOf(product._id, { ...product, stockStatus: shownStockStatus(product, lowAt) });

/** Carts priced with the catalogue's prices of now. */
export class CartQueries {
  readonly #coupons: CouponQueries;

  constructor(private readonly readModels: ReadModels) {
    this.#coupons = new CouponQueries(readModels);
  }

  /** Any lines, priced by the server: the signed-in customer's cart, or the lines of a guest's browser cart. */
  async pricedCart(lines: readonly CartLine[]): Promise<PricedCart> {
    const catalog = await catalogProducts(
      this.readModels,
      lines.map((line) => line.productId),
    );
    return priceCart(lines, catalog);
  }

  /**
   * Lines priced by the server with a coupon's discount, the coupon judged from its read model: whether it
   * exists, is on, is running and has uses left. A customer's own uses and first order were judged when the
   * coupon was applied, and are judged again when the order is placed.
   */
  async quotedCart(
    lines: readonly CartLine[],
    couponCode: string | null,
    now = new Date(),
  ): Promise<PricedCartWithCoupon> {
    const priced = await this.pricedCart(lines);
    if (couponCode === null) return withCoupon(priced, null);
    const facts = await this.#coupons.couponFacts(couponCode);
    return withCoupon(
      priced,
      cartCoupon(couponCode, facts, priced, { usesOfCoupon: null, firstOrder: null }, now),
    );
  }

  /** The signed-in customer's cart as the carts read model has it, priced by the server, with its coupon. */
  async customerCart(customerId: string): Promise<PricedCartWithCoupon> {
    const carts = await this.readModels.collection<CartView>(cartsProjection, 'carts');
    const cart = await carts.findOne({ _id: customerId });
    return this.quotedCart(cart?.lines ?? [], cart?.couponCode ?? null);
  }
}
