import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { AccountEvent } from '@verdant/domain/identity/account';
import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { orderNumber } from '@verdant/domain/sales/order-number';
import { isTestMode } from '@verdant/domain/sales/order-payments';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import {
  documentProjection,
  type ProjectedEvent,
  type Projection,
  type StoredDocument,
} from '@verdant/platform';

/** Where an activity's record is in the back office. */
export interface ActivityLink {
  kind: 'order' | 'product' | 'customer' | 'coupon';
  id: string;
}

/** One thing that happened in the shop, in words, for the dashboard's Recent Activity. Nothing personal. */
export interface ActivityView extends StoredDocument {
  position: number;
  at: string;
  description: string;
  link: ActivityLink;
}

type Handled =
  | 'OrderPlaced'
  | 'PaymentCaptured'
  | 'OrderCancelled'
  | 'AccountRegistered'
  | 'ProductCreated'
  | 'ProductDetailsEdited'
  | 'ProductPriced'
  | 'ProductStatusChanged'
  | 'CouponCreated';

type Event = ProjectedEvent<
  Extract<OrderEvent | AccountEvent | ProductEvent | CouponEvent, { type: Handled }>
>;

function described(event: Event): Pick<ActivityView, 'description' | 'link'> {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        description: `Order ${orderNumber(event.data.orderId)} placed: ${formatRupees(event.data.total)}`,
        link: { kind: 'order', id: event.data.orderId },
      };
    case 'PaymentCaptured': {
      const { gateway, amount, orderId } = event.data;
      return {
        description: isTestMode(gateway)
          ? `Test-mode payment of ${formatRupees(amount)} for order ${orderNumber(orderId)}, no money taken`
          : gateway === 'none'
            ? `Nothing to pay for order ${orderNumber(orderId)}: paid as placed`
            : `Payment of ${formatRupees(amount)} received for order ${orderNumber(orderId)}`,
        link: { kind: 'order', id: orderId },
      };
    }
    case 'OrderCancelled':
      return {
        description: `Order ${orderNumber(event.data.orderId)} cancelled by the ${event.data.cancelledBy === 'admin' ? 'shop' : event.data.cancelledBy}`,
        link: { kind: 'order', id: event.data.orderId },
      };
    case 'AccountRegistered':
      return {
        description: 'A new customer signed up',
        link: { kind: 'customer', id: event.data.accountId },
      };
    case 'ProductCreated':
      return {
        description: `Product added: ${event.data.name}`,
        link: { kind: 'product', id: event.data.productId },
      };
    case 'ProductDetailsEdited':
      return {
        description: `Product edited: ${event.data.name}`,
        link: { kind: 'product', id: event.data.productId },
      };
    case 'ProductPriced':
      return { description: 'Product repriced', link: { kind: 'product', id: event.data.productId } };
    case 'ProductStatusChanged':
      return {
        description: `Product set to ${event.data.status}`,
        link: { kind: 'product', id: event.data.productId },
      };
    case 'CouponCreated':
      return {
        description: `Coupon ${event.data.code} created`,
        link: { kind: 'coupon', id: event.data.code },
      };
  }
}

/** The dashboard shows the newest few happenings, so only this many are kept; older ones are let go. */
export const RECENT_ACTIVITY_KEPT = 100;

const activities = documentProjection<
  OrderEvent | AccountEvent | ProductEvent | CouponEvent,
  ActivityView,
  Handled
>({
  name: 'recent-activity',
  version: 3,
  collection: 'recent_activity',
  indexes: [{ keys: { position: -1 } }],
  handles: [
    'OrderPlaced',
    'PaymentCaptured',
    'OrderCancelled',
    'AccountRegistered',
    'ProductCreated',
    'ProductDetailsEdited',
    'ProductPriced',
    'ProductStatusChanged',
    'CouponCreated',
  ],
  documentId: (event) => `activity-${event.position}`,
  evolve: (_activity, event, id) => ({
    _id: id,
    position: Number(event.position),
    at: event.metadata.at,
    ...described(event),
  }),
});

/**
 * The latest happenings across the shop (orders, payments, cancellations, new customers, product and coupon
 * changes), newest first by log position, the newest RECENT_ACTIVITY_KEPT of them. A new customer is told
 * without their name, so erasure has nothing to take back here. Replay-safe: an old happening delivered
 * again is let go again.
 */
export const recentActivityProjection: Projection<OrderEvent | AccountEvent | ProductEvent | CouponEvent> = {
  ...activities,
  async apply(events, collections) {
    await activities.apply(events, collections);
    const activity = collections.collection<ActivityView>('recent_activity');
    const [oldestKept] = await activity.find(
      {},
      { sort: { position: -1 }, skip: RECENT_ACTIVITY_KEPT - 1, limit: 1 },
    );
    if (oldestKept) await activity.deleteMany({ position: { $lt: oldestKept.position } });
  },
};
