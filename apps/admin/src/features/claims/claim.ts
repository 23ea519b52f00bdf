import { CLAIM_REASONS, type ClaimReason } from '@verdant/domain/sales/order-claim-rules';
import type { RouterOutputs } from '@verdant/web-kit';

type ClaimsApi = RouterOutputs['admin']['claims'];
export type ClaimRow = ClaimsApi['list'][number];
export type ClaimStory = ClaimsApi['get'];
export type ClaimStep = ClaimStory['steps'][number];
export type ClaimStatus = ClaimRow['status'];

/** Where a claim stands, as the back office reads it. */
export const claimStatusLabels: Record<ClaimStatus, string> = {
  open: 'Open',
  awaiting_photos: 'Waiting for photos',
  declined: 'Declined',
  replaced: 'Replaced',
  refunded: 'Refunded',
};

const CLAIM_STATUSES = Object.keys(claimStatusLabels) as ClaimStatus[];

export type StatusFilter = ClaimStatus | 'all';
export type ReasonFilter = ClaimReason | 'all';

/** The state filter as a link may give it (?status=open); anything else shows every state. */
export const statusFilterOf = (value: string | null): StatusFilter =>
  CLAIM_STATUSES.find((status) => status === value) ?? 'all';

/** The reason filter as a link may give it (?reason=arrived_damaged); anything else shows every reason. */
export const reasonFilterOf = (value: string | null): ReasonFilter =>
  CLAIM_REASONS.find((reason) => reason === value) ?? 'all';
