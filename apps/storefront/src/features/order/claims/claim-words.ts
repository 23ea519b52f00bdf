import { plantLabel } from '@verdant/domain/catalog/plant-label';
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

/** A line as the customer reads it: 'Jade Plant', or 'Fiddle Leaf Fig (Large)'. */
export const lineName = (line: { productName: string | null; variantName: string | null }) =>
  plantLabel(line.productName ?? 'A plant', line.variantName);

export const lineKey = (line: { productId: string; variantId: string | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;
