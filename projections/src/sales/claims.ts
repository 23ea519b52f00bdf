import type { ClaimReason } from '@verdant/domain/sales/order-claim-rules';
import type { ClaimEvent, ClaimStatus } from '@verdant/domain/sales/order-claims';
import { documentProjection, type ProjectedEvent, type StoredDocument } from '@verdant/platform';

/** The shop reviews a claim within 24 hours of it being opened, or of the customer's answer. */
export const REVIEW_HOURS = 24;
const HOUR_MS = 60 * 60_000;

/** A claim as Admin > Claims lists it: nothing the customer wrote or photographed. */
export interface ClaimView extends StoredDocument {
  orderId: string;
  customerId: string;
  reason: ClaimReason;
  itemCount: number;
  status: ClaimStatus;
  openedAt: string;
  /** When the review falls due; null while the shop waits for the customer's photos, or once decided. */
  reviewDueAt: string | null;
  decidedAt: string | null;
  /** The free order sent in the claim's place, once replaced. */
  replacementOrderId: string | null;
  /** What was given back, once refunded. */
  refundAmount: number | null;
  updatedAt: string;
}

const dueAfter = (at: string) => new Date(Date.parse(at) + REVIEW_HOURS * HOUR_MS).toISOString();

/**
 * The claim after one of its events: the read model's fold, and the claim as it stood at a past moment (its
 * events up to then), so the review clock is worked out in this one place.
 */
export function evolveClaimView(
  claim: ClaimView | null,
  event: ProjectedEvent<ClaimEvent>,
): ClaimView | null {
  const at = event.metadata.at;
  if (event.type === 'ClaimOpened') {
    const { claimId, orderId, customerId, reason, items } = event.data;
    return {
      _id: claimId,
      orderId,
      customerId,
      reason,
      itemCount: items.reduce((count, item) => count + item.quantity, 0),
      status: 'open',
      openedAt: at,
      reviewDueAt: dueAfter(at),
      decidedAt: null,
      replacementOrderId: null,
      refundAmount: null,
      updatedAt: at,
    };
  }
  if (!claim) return null;
  const decided = (status: ClaimStatus): ClaimView => ({
    ...claim,
    status,
    reviewDueAt: null,
    decidedAt: at,
    updatedAt: at,
  });
  switch (event.type) {
    case 'ClaimPhotosRequested':
      return { ...claim, status: 'awaiting_photos', reviewDueAt: null, updatedAt: at };
    case 'ClaimPhotosAdded':
      return { ...claim, status: 'open', reviewDueAt: dueAfter(at), updatedAt: at };
    case 'ClaimDeclined':
      return decided('declined');
    case 'ClaimReplaced':
      return { ...decided('replaced'), replacementOrderId: event.data.replacementOrderId };
    case 'ClaimRefunded':
      return { ...decided('refunded'), refundAmount: event.data.amount };
  }
}

/** Every claim, with its review clock: Admin > Claims, open ones first. */
export const claimsProjection = documentProjection<ClaimEvent, ClaimView>({
  name: 'claims',
  version: 2,
  collection: 'claims',
  indexes: [{ keys: { status: 1, openedAt: -1 } }, { keys: { orderId: 1 } }, { keys: { openedAt: -1 } }],
  handles: [
    'ClaimOpened',
    'ClaimPhotosRequested',
    'ClaimPhotosAdded',
    'ClaimDeclined',
    'ClaimReplaced',
    'ClaimRefunded',
  ],
  documentId: (event) => event.data.claimId,
  evolve: evolveClaimView,
});
