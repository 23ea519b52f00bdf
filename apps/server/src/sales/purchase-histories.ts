import {
  type PurchaseHistoryCommand,
  type PurchaseHistoryState,
  purchaseHistoryDecider,
  purchaseHistoryStreamId,
} from '@verdant/domain/sales/purchase-history';
import { type EventSourcing, type LoadedAggregate, loadAggregate } from '@verdant/platform';
import type { OrderQueries } from './order-queries';

type CarriedOver = NonNullable<
  Extract<PurchaseHistoryCommand, { type: 'RecordPurchase' }>['data']['carriedOver']
>;

export interface PurchaseHistory {
  /** The stream as read, for the command that records the next purchase on it. */
  loaded: LoadedAggregate<PurchaseHistoryState>;
  /** The orders from before the stream existed, to carry over with its first purchase; null once it exists. */
  carriedOver: CarriedOver | null;
  /** What the customer has bought, those earlier orders included. */
  state: PurchaseHistoryState;
}

/**
 * A customer's purchases from their own stream. A customer who ordered before purchases had a stream of
 * their own has no stream yet: their earlier orders are read from their order list, and counted as if
 * carried over already.
 */
export async function purchaseHistoryOf(
  eventSourcing: EventSourcing,
  orders: OrderQueries,
  customerId: string,
): Promise<PurchaseHistory> {
  const loaded = await loadAggregate(
    eventSourcing,
    purchaseHistoryDecider,
    purchaseHistoryStreamId(customerId),
  );
  if (loaded.revision !== null) return { loaded, carriedOver: null, state: loaded.state };
  const carriedOver = (await orders.ordersOf(customerId)).map(({ orderId, couponCode, status }) => ({
    orderId,
    couponCode,
    cancelled: status === 'cancelled',
  }));
  const state =
    carriedOver.length === 0
      ? loaded.state
      : purchaseHistoryDecider.evolve(loaded.state, {
          type: 'PurchasesCarriedOver',
          data: { customerId, orders: carriedOver },
        });
  return { loaded, carriedOver, state };
}
