import type { PaymentEvent } from '@verdant/domain/sales/order-payments';
import type { ReturnReason } from '@verdant/domain/sales/order-return-rules';
import type { ReturnEvent, ReturnStatus } from '@verdant/domain/sales/order-returns';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** A return as Admin > Returns lists it: nothing the customer wrote. */
export interface ReturnView extends StoredDocument {
  orderId: string;
  customerId: string;
  reason: ReturnReason;
  itemCount: number;
  status: ReturnStatus;
  requestedAt: string;
  /** When the shop approved or declined it. */
  decidedAt: string | null;
  receivedAt: string | null;
  refundAmount: number | null;
  /** The shop day (YYYY-MM-DD) by whose end the refund is due; null until received. */
  refundDueBy: string | null;
  /** A refund settling the return has completed (and was not failed since). */
  refundSettled: boolean;
  /** The refunds asked for this return: the first, and any asked again after a failure. */
  refundIds: string[];
  /** Those of them completed and not failed since. */
  completedRefundIds: string[];
  updatedAt: string;
}

type Handled = ReturnEvent | PaymentEvent;

/**
 * The returns a gateway refund may settle: `refund-{returnId}` on the first try, `refund-{returnId}-{n}` on
 * the n-th. Either reading is looked up; `evolve` keeps only a refund the return asked for.
 */
function returnIdsOfRefund(refundId: string): string[] {
  if (!refundId.startsWith('refund-')) return [];
  const named = refundId.slice('refund-'.length);
  const retried = named.replace(/-\d+$/, '');
  return retried === named ? [named] : [named, retried];
}

const withoutItem = (list: readonly string[], item: string) => list.filter((each) => each !== item);
const withItem = (list: readonly string[], item: string) => [...withoutItem(list, item), item];

/** Every return with where it stands and when its refund falls due: Admin > Returns and the dashboard. */
export const returnsProjection = documentProjection<Handled, ReturnView>({
  name: 'returns',
  version: 1,
  collection: 'returns',
  indexes: [
    { keys: { status: 1, requestedAt: -1 } },
    { keys: { status: 1, refundSettled: 1, refundDueBy: 1 } },
    { keys: { orderId: 1 } },
  ],
  handles: [
    'ReturnRequested',
    'ReturnApproved',
    'ReturnDeclined',
    'ReturnReceived',
    'RefundRequested',
    'RefundPaidByHand',
    'RefundCompleted',
    'RefundFailed',
  ],
  documentId(event) {
    switch (event.type) {
      case 'ReturnRequested':
      case 'ReturnApproved':
      case 'ReturnDeclined':
      case 'ReturnReceived':
        return event.data.returnId;
      case 'RefundRequested':
      case 'RefundPaidByHand':
        return event.data.settles === null ? [] : [event.data.settles];
      case 'RefundCompleted':
      case 'RefundFailed':
        return returnIdsOfRefund(event.data.refundId);
      default:
        return [];
    }
  },
  evolve(returned, event) {
    const at = event.metadata.at;
    if (event.type === 'ReturnRequested') {
      const { returnId, orderId, customerId, reason, items } = event.data;
      return {
        _id: returnId,
        orderId,
        customerId,
        reason,
        itemCount: items.reduce((count, item) => count + item.quantity, 0),
        status: 'requested',
        requestedAt: at,
        decidedAt: null,
        receivedAt: null,
        refundAmount: null,
        refundDueBy: null,
        refundSettled: false,
        refundIds: [],
        completedRefundIds: [],
        updatedAt: at,
      };
    }
    // Refunds of claims, of cancellations and of other orders name no return kept here.
    if (!returned || returned.orderId !== event.data.orderId) return returned;
    const settled = (completedRefundIds: string[]): ReturnView => ({
      ...returned,
      completedRefundIds,
      refundSettled: completedRefundIds.length > 0,
      updatedAt: at,
    });
    switch (event.type) {
      case 'ReturnApproved':
        return { ...returned, status: 'approved', decidedAt: at, updatedAt: at };
      case 'ReturnDeclined':
        return { ...returned, status: 'declined', decidedAt: at, updatedAt: at };
      case 'ReturnReceived': {
        const { refundId, amount, refundDueBy } = event.data;
        return {
          ...returned,
          status: 'received',
          receivedAt: at,
          refundAmount: amount,
          refundDueBy,
          refundIds: withItem(returned.refundIds, refundId),
          updatedAt: at,
        };
      }
      case 'RefundRequested':
        return { ...returned, refundIds: withItem(returned.refundIds, event.data.refundId), updatedAt: at };
      case 'RefundPaidByHand': {
        const { refundId } = event.data;
        return {
          ...settled(withItem(returned.completedRefundIds, refundId)),
          refundIds: withItem(returned.refundIds, refundId),
        };
      }
      case 'RefundCompleted':
        if (!returned.refundIds.includes(event.data.refundId)) return returned;
        return settled(withItem(returned.completedRefundIds, event.data.refundId));
      case 'RefundFailed':
        // A refund can fail after it completed (the bank sent it back): the return is owed again.
        if (!returned.refundIds.includes(event.data.refundId)) return returned;
        return settled(withoutItem(returned.completedRefundIds, event.data.refundId));
      default:
        return returned;
    }
  },
});
