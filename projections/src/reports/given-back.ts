import type { OrderEvent } from '@verdant/domain/sales/order';
import { CLAIM_REASON_LABELS } from '@verdant/domain/sales/order-claim-rules';
import { RETURN_REASON_LABELS } from '@verdant/domain/sales/order-return-rules';
import { documentProjection, type ProjectionCollections, type StoredDocument } from '@verdant/platform';

/** What money went back for: a whole order cancelled, or part of one, for a claim or a return. */
export type GivenBackFor = 'cancellation' | 'claim' | 'return';
type Settling = Exclude<GivenBackFor, 'cancellation'>;

/** Money sent back to a customer, and what it settles: a claim's or a return's id, or null for a whole payment. */
export interface RefundDocument extends StoredDocument {
  orderId: string;
  settles: string | null;
  amount: number;
  /** The payment it gives back; null when paid back by hand. */
  gatewayPaymentId: string | null;
  /** Failed for good: no money went back (an admin's retry is a refund of its own). */
  failed: boolean;
}

/** A claim refunded or a return received: the value of its plants taken back from the shop's sales. */
interface SettlementDocument extends StoredDocument {
  kind: Settling;
  orderId: string;
  value: number;
}

/** Why a claim or a return was made, whenever it was. */
interface SettlementReasonDocument extends StoredDocument {
  kind: Settling;
  reason: string;
}

/** Refunds asked of a gateway, or paid by hand, in the range; a gateway's final word decides if one failed. */
export const refunds = documentProjection<
  OrderEvent,
  RefundDocument,
  'RefundRequested' | 'RefundPaidByHand' | 'RefundFailed' | 'RefundCompleted'
>({
  name: 'refunds',
  version: 1,
  collection: 'refunds',
  handles: ['RefundRequested', 'RefundPaidByHand', 'RefundFailed', 'RefundCompleted'],
  documentId: (event) => event.data.refundId,
  evolve(refund, event) {
    switch (event.type) {
      case 'RefundRequested':
      case 'RefundPaidByHand': {
        const { refundId, orderId, settles, amount } = event.data;
        const gatewayPaymentId = event.type === 'RefundRequested' ? event.data.gatewayPaymentId : null;
        return { _id: refundId, orderId, settles, amount, gatewayPaymentId, failed: false };
      }
      case 'RefundFailed':
        return refund && { ...refund, failed: true };
      case 'RefundCompleted':
        return refund && { ...refund, failed: false };
    }
  },
});

export const settlements = documentProjection<
  OrderEvent,
  SettlementDocument,
  'ClaimRefunded' | 'ReturnReceived'
>({
  name: 'settlements',
  version: 1,
  collection: 'settlements',
  handles: ['ClaimRefunded', 'ReturnReceived'],
  documentId: (event) => (event.type === 'ClaimRefunded' ? event.data.claimId : event.data.returnId),
  evolve: (_settlement, event, id) => ({
    _id: id,
    kind: event.type === 'ClaimRefunded' ? 'claim' : 'return',
    orderId: event.data.orderId,
    value: event.data.amount,
  }),
});

/**
 * Standing: a claim or return refunded in the range may have been opened before it, and its row is its
 * reason's.
 */
export const settlementReasons = documentProjection<
  OrderEvent,
  SettlementReasonDocument,
  'ClaimOpened' | 'ReturnRequested'
>({
  name: 'settlement-reasons',
  version: 1,
  collection: 'settlement_reasons',
  handles: ['ClaimOpened', 'ReturnRequested'],
  documentId: (event) => (event.type === 'ClaimOpened' ? event.data.claimId : event.data.returnId),
  evolve: (_reason, event, id) =>
    event.type === 'ClaimOpened'
      ? { _id: id, kind: 'claim', reason: CLAIM_REASON_LABELS[event.data.reason] }
      : { _id: id, kind: 'return', reason: RETURN_REASON_LABELS[event.data.reason] },
});

export const UNKNOWN_REASON = 'Unknown reason';

/** Money given back for claims or returns of one reason: the orders, the value taken back, the money sent. */
export interface SettlementGroup {
  kind: Settling;
  reason: string;
  orders: Set<string>;
  value: number;
  refunded: number;
}

/**
 * The claims refunded and returns received in the range, and the refunds settling claims or returns sent in
 * it (a cash return is received one day and paid back by hand another), per kind and reason.
 */
export async function settlementGroups(collections: ProjectionCollections): Promise<SettlementGroup[]> {
  const reasons = new Map(
    (await collections.collection<SettlementReasonDocument>('settlement_reasons').find({})).map((reason) => [
      reason._id,
      reason,
    ]),
  );
  const groups = new Map<string, SettlementGroup>();
  const groupOf = (id: string, kind: Settling) => {
    // Its reason is missing only from a log that lost the claim's or return's opening.
    const { reason } = reasons.get(id) ?? { reason: UNKNOWN_REASON };
    const key = `${kind}|${reason}`;
    const group = groups.get(key) ?? { kind, reason, orders: new Set(), value: 0, refunded: 0 };
    groups.set(key, group);
    return group;
  };
  const decided = await collections.collection<SettlementDocument>('settlements').find({});
  for (const settlement of decided) {
    const group = groupOf(settlement._id, settlement.kind);
    group.orders.add(settlement.orderId);
    group.value += settlement.value;
  }
  const kindOf = (id: string) =>
    reasons.get(id)?.kind ?? decided.find((settlement) => settlement._id === id)?.kind ?? 'claim';
  const settling = await collections
    .collection<RefundDocument>('refunds')
    .find({ settles: { $ne: null }, failed: false });
  for (const refund of settling) {
    const group = groupOf(refund.settles!, kindOf(refund.settles!));
    group.orders.add(refund.orderId);
    group.refunded += refund.amount;
  }
  return [...groups.values()];
}
