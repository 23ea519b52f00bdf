import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import type { ProductForCart } from '@verdant/domain/shopping/cart';
import { type EventSourcing, loadAggregate } from '@verdant/platform';

/**
 * A product as its own stream has it now, for the cart and wishlist to judge: read from the events, not a
 * read model, so a plant archived a moment ago cannot be put in a cart.
 */
export async function productForCart(
  eventSourcing: EventSourcing,
  productId: string,
): Promise<ProductForCart | null> {
  const { state: product } = await loadAggregate(eventSourcing, productDecider, productStreamId(productId));
  if (!product) return null;
  return {
    productId,
    status: product.status,
    stockStatus: product.stockStatus,
    variantIds: product.variants.map((variant) => variant.variantId),
  };
}
