import type { ClaimStatus } from '@verdant/domain/sales/order-claims';
import type { RouterOutputs } from '@verdant/web-kit';

export type OrderClaims = RouterOutputs['claims']['ofOrder'];
export type CustomerClaim = OrderClaims['claims'][number];
export type ClaimLine = OrderClaims['lines'][number];

export const CLAIM_STATUS_WORDS: Record<ClaimStatus, string> = {
  open: 'Under review: we reply within 24 hours',
  awaiting_photos: 'We need more photos from you',
  declined: 'Declined',
  replaced: 'Replaced: a new plant is on its way',
  refunded: 'Refunded',
};
