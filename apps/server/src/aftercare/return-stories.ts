import type { OrderEvent } from '@verdant/domain/sales/order';
import type { ManualRefundMethod } from '@verdant/domain/sales/order-payments';
import type { OrderRecord } from '@verdant/domain/sales/order-record';
import type { OrderReturn } from '@verdant/domain/sales/order-returns';
import type { ProjectedEvent } from '@verdant/platform';

/**
 * Where a return stands as people read it: the decider's status, with a received return's refund told
 * apart as still due or paid.
 */
export type ReturnState = 'requested' | 'approved' | 'declined' | 'refund_due' | 'refunded';

export const returnState = (status: OrderReturn['status'], refundSettled: boolean): ReturnState =>
  status === 'received' ? (refundSettled ? 'refunded' : 'refund_due') : status;

/** What a step of a return did, in whose words. */
type ReturnStepDone =
  | { kind: 'requested'; note: string | null }
  | { kind: 'approved'; instructions: string }
  | { kind: 'declined'; reason: string }
  | { kind: 'received'; amount: number; refundDueBy: string; byHand: boolean }
  | { kind: 'refund_paid_by_hand'; amount: number; method: ManualRefundMethod; reference: string }
  | { kind: 'refund_completed'; amount: number }
  /** Only the back office reads of a failed refund: the customer's return reads as still owed. */
  | { kind: 'refund_failed'; reason: string };

/** One step of a return as both sides read it: when, and for the back office `by` whom. */
export type ReturnStep = { at: string; by?: string } & ReturnStepDone;

/** The refund a received return started, and whether a refund settling it has completed (and not failed since). */
export function refundOf(record: OrderRecord, returned: OrderReturn) {
  if (!returned.refund) return null;
  const { amount, dueBy, byHand } = returned.refund;
  const settled = record.payment.refunds.some(
    (refund) => refund.settles === returned.returnId && refund.status === 'completed',
  );
  return { amount, dueBy, byHand, settled };
}

const sameLine = (a: { productId: string; variantId: string | null }) => (b: typeof a) =>
  a.productId === b.productId && a.variantId === b.variantId;

/**
 * Each return of the order with its items named as they were sold, its refund, and its steps in order; with
 * `byWhom`, each step says who took it (and failed refunds are told).
 */
export function returnStoriesOf(
  record: OrderRecord,
  events: readonly ProjectedEvent<OrderEvent>[],
  byWhom?: (event: ProjectedEvent<OrderEvent>) => string,
) {
  return record.returns.map((returned) => {
    const refund = refundOf(record, returned);
    const refundIds = new Set(
      record.payment.refunds
        .filter((given) => given.settles === returned.returnId)
        .map((given) => given.refundId),
    );
    const steps: ReturnStep[] = [];
    for (const event of events) {
      const step = stepOf(event, returned.returnId, refundIds, byWhom !== undefined);
      if (step) steps.push({ ...step, at: event.metadata.at, ...(byWhom ? { by: byWhom(event) } : {}) });
    }
    return {
      returnId: returned.returnId,
      orderId: record.orderId,
      reason: returned.reason,
      status: returnState(returned.status, refund?.settled ?? false),
      items: returned.items.map((item) => {
        const line = record.lines.find(sameLine(item));
        return { ...item, productName: line?.productName ?? null, variantName: line?.variantName ?? null };
      }),
      refund,
      steps,
    };
  });
}

function stepOf(
  event: OrderEvent,
  returnId: string,
  refundIds: ReadonlySet<string>,
  forTheShop: boolean,
): ReturnStepDone | null {
  switch (event.type) {
    case 'ReturnRequested':
      return event.data.returnId === returnId ? { kind: 'requested', note: event.data.note } : null;
    case 'ReturnApproved':
      return event.data.returnId === returnId
        ? { kind: 'approved', instructions: event.data.instructions }
        : null;
    case 'ReturnDeclined':
      return event.data.returnId === returnId ? { kind: 'declined', reason: event.data.reason } : null;
    case 'ReturnReceived': {
      const { amount, refundDueBy, byHand } = event.data;
      return event.data.returnId === returnId ? { kind: 'received', amount, refundDueBy, byHand } : null;
    }
    case 'RefundPaidByHand': {
      const { amount, method, reference } = event.data;
      return event.data.settles === returnId
        ? { kind: 'refund_paid_by_hand', amount, method, reference }
        : null;
    }
    case 'RefundCompleted':
      return refundIds.has(event.data.refundId)
        ? { kind: 'refund_completed', amount: event.data.amount }
        : null;
    case 'RefundFailed':
      return forTheShop && refundIds.has(event.data.refundId)
        ? { kind: 'refund_failed', reason: event.data.reason }
        : null;
    default:
      return null;
  }
}
