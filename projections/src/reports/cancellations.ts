import type { CancelledBy, OrderEvent } from '@verdant/domain/sales/order';
import { documentProjection, type StoredDocument } from '@verdant/platform';
import {
  type GivenBackFor,
  type RefundDocument,
  refunds,
  type SettlementGroup,
  settlementGroups,
  settlementReasons,
  settlements,
} from './given-back';
import { projectionOf, type Report } from './report';

interface PlacedOrder extends StoredDocument {
  placedAt: string;
  total: number;
  cancelled: { at: string; reason: string; by: CancelledBy } | null;
  /** Payments in the wrong amount: given back whole as they came, which no cancellation caused. */
  mismatched: string[];
}

/**
 * A row is a cancellation reason and who cancelled, or (for money given back for part of an order) a claim's
 * or a return's reason, with no one who cancelled and no time to cancel.
 */
export interface CancellationsRow {
  reason: string;
  cancelledBy: CancelledBy | null;
  /** Orders cancelled; on a claim's or return's row, the orders it gave money back on. */
  count: number;
  /** The value taken back from the shop's sales: the orders' totals, or the claimed or returned plants'. */
  value: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  kind: GivenBackFor;
  /** Money sent back: refunds asked of a gateway and not failed, and cash paid back by hand. */
  refunded: number;
}

const orders = documentProjection<
  OrderEvent,
  PlacedOrder,
  'OrderPlaced' | 'OrderCancelled' | 'PaymentMismatched'
>({
  name: 'orders',
  version: 2,
  collection: 'orders',
  handles: ['OrderPlaced', 'OrderCancelled', 'PaymentMismatched'],
  documentId: (event) => event.data.orderId,
  evolve(order, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          _id: event.data.orderId,
          placedAt: event.metadata.at,
          total: event.data.total,
          cancelled: null,
          mismatched: [],
        };
      case 'OrderCancelled': {
        const { reason, cancelledBy: by } = event.data;
        const cancelled = { at: event.metadata.at, reason: reason || 'No reason provided', by };
        return order && { ...order, cancelled };
      }
      case 'PaymentMismatched':
        return order && { ...order, mismatched: [...order.mismatched, event.data.gatewayPaymentId] };
    }
  },
});

/** The p-th percentile (0-100) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Money given back whole for a cancelled order: its refunds settling no claim or return, bar mismatches. */
function refundedOnCancelling(order: PlacedOrder, ofOrder: readonly RefundDocument[]): number {
  return ofOrder
    .filter(
      (refund) =>
        refund.settles === null &&
        (refund.gatewayPaymentId === null || !order.mismatched.includes(refund.gatewayPaymentId)),
    )
    .reduce((sum, refund) => sum + refund.amount, 0);
}

function cancellationRows(cancelled: PlacedOrder[], refundsByOrder: Map<string, RefundDocument[]>) {
  const groups = new Map<string, { reason: string; by: CancelledBy; orders: PlacedOrder[] }>();
  for (const order of cancelled) {
    const { reason, by } = order.cancelled!;
    const key = `${by}|${reason}`;
    const group = groups.get(key) ?? { reason, by, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ reason, by, orders: group }): CancellationsRow => {
    const minutes = group.map(
      (order) => (Date.parse(order.cancelled!.at) - Date.parse(order.placedAt)) / 60_000,
    );
    return {
      reason,
      cancelledBy: by,
      count: group.length,
      value: group.reduce((sum, order) => sum + order.total, 0),
      medianMinutes: percentile(minutes, 50),
      p90Minutes: percentile(minutes, 90),
      kind: 'cancellation',
      refunded: group.reduce(
        (sum, order) => sum + refundedOnCancelling(order, refundsByOrder.get(order._id) ?? []),
        0,
      ),
    };
  });
}

const settlementRow = ({ kind, reason, orders: given, value, refunded }: SettlementGroup) => ({
  reason,
  cancelledBy: null,
  count: given.size,
  value,
  medianMinutes: null,
  p90Minutes: null,
  kind,
  refunded,
});

const KIND_ORDER: readonly GivenBackFor[] = ['cancellation', 'claim', 'return'];

/**
 * Per reason and who cancelled (customer, admin, system): how many, their value, how long after placing,
 * the money sent back; then the money given back for claims and returns, per reason.
 */
export const cancellationsReport: Report<CancellationsRow, OrderEvent> = {
  name: 'cancellations',
  description:
    'Per reason and who cancelled: count, value, time from placement to cancellation (median, p90), refunded; then refunds for claims and returns',
  projection: projectionOf('report-cancellations', 2, [orders, refunds, settlements]),
  standing: projectionOf('report-cancellations-standing', 1, [settlementReasons]),
  columns: [
    { header: 'Reason', kind: 'text', value: (row) => row.reason },
    { header: 'Cancelled by', kind: 'text', value: (row) => row.cancelledBy },
    { header: 'Orders', kind: 'integer', value: (row) => row.count },
    { header: 'Value (₹)', kind: 'rupees', value: (row) => row.value },
    { header: 'Median minutes to cancel', kind: 'minutes', value: (row) => row.medianMinutes },
    { header: 'P90 minutes to cancel', kind: 'minutes', value: (row) => row.p90Minutes },
    { header: 'Given back for', kind: 'text', value: (row) => row.kind },
    { header: 'Refunded (₹)', kind: 'rupees', value: (row) => row.refunded },
  ],
  async rows(collections) {
    const cancelled = await collections.collection<PlacedOrder>('orders').find({ cancelled: { $ne: null } });
    const wholeRefunds = await collections
      .collection<RefundDocument>('refunds')
      .find({ settles: null, failed: false });
    const refundsByOrder = new Map<string, RefundDocument[]>();
    for (const refund of wholeRefunds)
      refundsByOrder.set(refund.orderId, [...(refundsByOrder.get(refund.orderId) ?? []), refund]);
    const rows = [
      ...cancellationRows(cancelled, refundsByOrder),
      ...(await settlementGroups(collections)).map(settlementRow),
    ];
    return rows.sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        b.count - a.count ||
        a.reason.localeCompare(b.reason) ||
        (a.cancelledBy ?? '').localeCompare(b.cancelledBy ?? ''),
    );
  },
};
