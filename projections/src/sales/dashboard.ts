import type { OrderEvent } from '@verdant/domain/sales/order';
import { isTestMode } from '@verdant/domain/sales/order-payments';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import type { Collection, ProjectedEvent, Projection, StoredDocument } from '@verdant/platform';

/** Orders placed and revenue: for all time (`_id` 'totals') or one shop day (`_id` 'day-YYYY-MM-DD', in IST). */
export interface SalesFigures extends StoredDocument {
  orders: number;
  /** Paise. */
  revenue: number;
  /** Payments taken by the test-mode gateway: no money, so none of it is in `revenue`. */
  testModePayments: number;
  /** The last event counted in: each figure skips an event it has counted, so replays count nothing twice. */
  appliedPosition: number;
}

/** What one order brings in now: what was taken for it less what was given back, nothing once cancelled. */
interface OrderRevenue extends StoredDocument {
  held: number;
  cancelled: boolean;
  /** Payments counted in the revenue: real money captured as the order's payment. */
  countedPayments: string[];
  /** Refunds of counted payments, by id, with what each takes off once completed. */
  countedRefunds: Record<string, number>;
  /** Of those, the ones completed: a bank that returns one puts its amount back. */
  completedRefunds: string[];
  appliedPosition: number;
}

type Handled =
  | 'OrderPlaced'
  | 'OrderCancelled'
  | 'PaymentCaptured'
  | 'RefundRequested'
  | 'RefundCompleted'
  | 'RefundFailed'
  | 'RefundPaidByHand';
const HANDLED: readonly Handled[] = [
  'OrderPlaced',
  'OrderCancelled',
  'PaymentCaptured',
  'RefundRequested',
  'RefundCompleted',
  'RefundFailed',
  'RefundPaidByHand',
];

export const TOTALS_ID = 'totals';
export const dayFiguresId = (day: string) => `day-${day}`;

const revenueOf = (order: OrderRevenue | null) => (!order || order.cancelled ? 0 : order.held);

function evolveOrder(order: OrderRevenue | null, event: ProjectedEvent<OrderEvent>): OrderRevenue | null {
  const position = Number(event.position);
  if (event.type === 'OrderPlaced')
    return {
      _id: event.data.orderId,
      held: 0,
      cancelled: false,
      countedPayments: [],
      countedRefunds: {},
      completedRefunds: [],
      appliedPosition: position,
    };
  if (!order) return null;
  switch (event.type) {
    case 'OrderCancelled':
      return { ...order, cancelled: true, appliedPosition: position };
    case 'PaymentCaptured': {
      const { gateway, gatewayPaymentId, amount } = event.data;
      if (isTestMode(gateway)) return { ...order, appliedPosition: position };
      const countedPayments =
        gatewayPaymentId === null ? order.countedPayments : [...order.countedPayments, gatewayPaymentId];
      return { ...order, held: order.held + amount, countedPayments, appliedPosition: position };
    }
    case 'RefundRequested': {
      // Giving back money never counted (a test-mode payment, a payment in another amount) takes nothing off.
      const { refundId, gatewayPaymentId, amount } = event.data;
      if (!order.countedPayments.includes(gatewayPaymentId)) return { ...order, appliedPosition: position };
      return {
        ...order,
        countedRefunds: { ...order.countedRefunds, [refundId]: amount },
        appliedPosition: position,
      };
    }
    case 'RefundCompleted': {
      const given = order.countedRefunds[event.data.refundId];
      if (given === undefined || order.completedRefunds.includes(event.data.refundId))
        return { ...order, appliedPosition: position };
      const completedRefunds = [...order.completedRefunds, event.data.refundId];
      return { ...order, held: order.held - given, completedRefunds, appliedPosition: position };
    }
    case 'RefundFailed': {
      const returned = order.countedRefunds[event.data.refundId];
      if (returned === undefined || !order.completedRefunds.includes(event.data.refundId))
        return { ...order, appliedPosition: position };
      const completedRefunds = order.completedRefunds.filter((refundId) => refundId !== event.data.refundId);
      return { ...order, held: order.held + returned, completedRefunds, appliedPosition: position };
    }
    case 'RefundPaidByHand':
      // Cash paid back for a claim or a return: what the courier collected, counted in, goes back out.
      return { ...order, held: order.held - event.data.amount, appliedPosition: position };
    default:
      return order;
  }
}

const isTestModeCapture = (event: ProjectedEvent<OrderEvent>) =>
  event.type === 'PaymentCaptured' && isTestMode(event.data.gateway);

/**
 * The admin dashboard's sales figures, kept as events arrive so the dashboard reads a handful of documents:
 * orders placed, and revenue, which counts money captured (online, or cash collected at delivery) less money
 * refunded, and nothing for a cancelled order; a day's revenue moves on the day the money did. Payments taken
 * by the test-mode gateway are counted apart, never in the revenue. Replay-safe: the figures are written
 * before the orders' revenues, and each document skips events it has applied, so after a crash between the
 * two writes the changes are worked out again and counted only where missing.
 */
export const dashboardProjection: Projection<OrderEvent> = {
  name: 'dashboard',
  // Version 3 counts only refunds of counted payments, and a refund the bank returned; version 4 cash paid
  // back by hand.
  version: 4,
  handles: HANDLED,
  collections: { dashboard_orders: [], dashboard_figures: [] },
  async apply(delivered, collections) {
    const events = delivered.filter((event) => (HANDLED as readonly string[]).includes(event.type));
    if (events.length === 0) return;
    const orderRevenues = collections.collection<OrderRevenue>('dashboard_orders');
    const figureDocuments = collections.collection<SalesFigures>('dashboard_figures');
    const orders = await byId(
      orderRevenues,
      events.map((event) => event.data.orderId),
    );
    const days = events.map((event) => dayFiguresId(shopDayOf(new Date(event.metadata.at))));
    const figures = await byId(figureDocuments, [TOTALS_ID, ...days]);
    const changedOrders = new Set<string>();
    const changedFigures = new Set<string>();

    events.forEach((event, index) => {
      const position = Number(event.position);
      const before = orders.get(event.data.orderId) ?? null;
      if (before && before.appliedPosition >= position) return;
      const after = evolveOrder(before, event);
      if (!after) return;
      orders.set(after._id, after);
      changedOrders.add(after._id);
      const change = {
        orders: event.type === 'OrderPlaced' ? 1 : 0,
        revenue: revenueOf(after) - revenueOf(before),
        testModePayments: isTestModeCapture(event) ? 1 : 0,
      };
      for (const id of [TOTALS_ID, days[index]!]) {
        const current = figures.get(id) ?? {
          _id: id,
          orders: 0,
          revenue: 0,
          testModePayments: 0,
          appliedPosition: 0,
        };
        if (current.appliedPosition >= position) continue;
        figures.set(id, {
          _id: id,
          orders: current.orders + change.orders,
          revenue: current.revenue + change.revenue,
          testModePayments: current.testModePayments + change.testModePayments,
          appliedPosition: position,
        });
        changedFigures.add(id);
      }
    });

    await figureDocuments.writeBatch([...changedFigures].map((id) => ({ replace: figures.get(id)! })));
    await orderRevenues.writeBatch([...changedOrders].map((id) => ({ replace: orders.get(id)! })));
  },
};

async function byId<T extends StoredDocument>(
  collection: Collection<T>,
  ids: string[],
): Promise<Map<string, T>> {
  const found = await collection.find({ _id: { $in: [...new Set(ids)] } });
  return new Map(found.map((document) => [document._id, document]));
}
