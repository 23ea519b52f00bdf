import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { accountDecider, accountErased, accountStreamId } from '@verdant/domain/identity/account';
import type { CartState } from '@verdant/domain/shopping/cart';
import { type CatalogProduct, catalogProductOf } from '@verdant/domain/shopping/cart-pricing';
import { type EventSourcing, loadAggregate } from '@verdant/platform';
import type { AccountQueries } from '../identity/account-queries';

/** How to reach the customer, from their account's own stream: an erased account cannot order. */
export async function customerContact(eventSourcing: EventSourcing, customerId: string) {
  const { state: holder } = await loadAggregate(eventSourcing, accountDecider, accountStreamId(customerId));
  if (holder.status !== 'active' || !holder.email || !holder.fullName || !holder.phone) throw accountErased();
  return { email: holder.email, fullName: holder.fullName, phone: holder.phone };
}

/** The products the cart names, from their own streams: a plant archived a moment ago cannot be ordered. */
export async function catalogOf(
  eventSourcing: EventSourcing,
  cart: CartState,
): Promise<Map<string, CatalogProduct>> {
  const productIds = [...new Set(cart.lines.map((line) => line.productId))];
  const products = await Promise.all(
    productIds.map((productId) => loadAggregate(eventSourcing, productDecider, productStreamId(productId))),
  );
  const catalog = new Map<string, CatalogProduct>();
  for (const { state: product } of products) {
    if (!product) continue;
    // A counted plant's stock is decided by reserving it, not by a status once set by hand.
    const judged = {
      ...product,
      availableBySize: null,
      stockStatus: product.tracksStock ? ('in_stock' as const) : product.stockStatus,
    };
    catalog.set(product.productId, catalogProductOf(product.productId, judged));
  }
  return catalog;
}

/** A saved address as the order keeps its copy. */
export function shippingAddressOf(saved: Awaited<ReturnType<AccountQueries['addressesOf']>>[number]) {
  const { fullName, phone, addressLine1, addressLine2, city, state, postalCode, country } = saved;
  return { fullName, phone, addressLine1, addressLine2, city, state, postalCode, country };
}
