import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { countedSizes, countedStockStatus } from '@verdant/domain/inventory/stock-levels';
import { availableOf, stockedItemDecider, stockedItemStreamId } from '@verdant/domain/inventory/stocked-item';
import type { ProductForCart } from '@verdant/domain/shopping/cart';
import { type EventSourcing, loadAggregate } from '@verdant/platform';

/**
 * A product as its own stream has it now, for the cart and wishlist to judge: read from the events, not a
 * read model, so a plant archived a moment ago cannot be put in a cart. A plant whose stock is counted is
 * sold out when none of its sizes has any left, whatever status was once set by hand.
 */
export async function productForCart(
  eventSourcing: EventSourcing,
  productId: string,
): Promise<ProductForCart | null> {
  const { state: product } = await loadAggregate(eventSourcing, productDecider, productStreamId(productId));
  if (!product) return null;
  const variantIds = product.variants.map((variant) => variant.variantId);
  // Only whether any are left matters to a cart: a counted plant is in stock or out, never judged low here.
  const stockStatus = product.tracksStock
    ? countedStockStatus(await availableOverSizes(eventSourcing, productId, variantIds), 0)
    : product.stockStatus;
  return { productId, status: product.status, stockStatus, variantIds };
}

async function availableOverSizes(eventSourcing: EventSourcing, productId: string, variantIds: string[]) {
  const items = await Promise.all(
    countedSizes(variantIds).map((variantId) =>
      loadAggregate(eventSourcing, stockedItemDecider, stockedItemStreamId(productId, variantId)),
    ),
  );
  return items.reduce((sum, { state }) => sum + Math.max(0, availableOf(state)), 0);
}
