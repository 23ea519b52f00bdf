import { Badge } from '@verdant/web-kit';
import { type ClaimStatus, claimStatusLabels } from './claim';

/** Amber while the shop owes a decision, blue while the customer owes photos, green or grey once decided. */
const statusColours: Record<ClaimStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  awaiting_photos: 'bg-sky-100 text-sky-900',
  declined: 'bg-stone-200 text-stone-800',
  replaced: 'bg-leaf-100 text-leaf-900',
  refunded: 'bg-leaf-100 text-leaf-900',
};

export const ClaimStatusBadge = ({ status }: { status: ClaimStatus }) => (
  <Badge className={statusColours[status]}>{claimStatusLabels[status]}</Badge>
);
