import type { CancelledBy, OrderEvent } from '@verdant/domain/sales/order';
import { documentProjection, type StoredDocument } from '@verdant/platform';
import type { Report } from './report';

interface PlacedOrder extends StoredDocument {
  placedAt: string;
  total: number;
  cancelled: { at: string; reason: string; by: CancelledBy } | null;
}

export interface CancellationsRow {
  reason: string;
  cancelledBy: CancelledBy;
  count: number;
  value: number;
  medianMinutes: number;
  p90Minutes: number;
}

const orders = documentProjection<OrderEvent, PlacedOrder, 'OrderPlaced' | 'OrderCancelled'>({
  name: 'report-cancellations',
  version: 1,
  collection: 'orders',
  handles: ['OrderPlaced', 'OrderCancelled'],
  documentId: (event) => event.data.orderId,
  evolve(order, event) {
    if (event.type === 'OrderPlaced')
      return {
        _id: event.data.orderId,
        placedAt: event.metadata.at,
        total: event.data.total,
        cancelled: null,
      };
    const { reason, cancelledBy: by } = event.data;
    return (
      order && { ...order, cancelled: { at: event.metadata.at, reason: reason || 'No reason provided', by } }
    );
  },
});

/** The p-th percentile (0-100) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Per reason and who cancelled (customer, admin, system): how many, their value, how long after placing. */
export const cancellationsReport: Report<CancellationsRow, OrderEvent> = {
  name: 'cancellations',
  description:
    'Per reason and who cancelled: count, value, and time from placement to cancellation (median, p90)',
  projection: orders,
  columns: [
    { header: 'Reason', kind: 'text', value: (row) => row.reason },
    { header: 'Cancelled by', kind: 'text', value: (row) => row.cancelledBy },
    { header: 'Orders', kind: 'integer', value: (row) => row.count },
    { header: 'Value (₹)', kind: 'rupees', value: (row) => row.value },
    { header: 'Median minutes to cancel', kind: 'minutes', value: (row) => row.medianMinutes },
    { header: 'P90 minutes to cancel', kind: 'minutes', value: (row) => row.p90Minutes },
  ],
  async rows(collections) {
    const cancelled = await collections.collection<PlacedOrder>('orders').find({ cancelled: { $ne: null } });
    const groups = new Map<string, { reason: string; by: CancelledBy; orders: PlacedOrder[] }>();
    for (const order of cancelled) {
      const { reason, by } = order.cancelled!;
      const key = `${by}|${reason}`;
      const group = groups.get(key) ?? { reason, by, orders: [] };
      group.orders.push(order);
      groups.set(key, group);
    }
    return [...groups.values()]
      .map(({ reason, by, orders: group }) => {
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
        };
      })
      .sort(
        (a, b) =>
          b.count - a.count || a.reason.localeCompare(b.reason) || a.cancelledBy.localeCompare(b.cancelledBy),
      );
  },
};
