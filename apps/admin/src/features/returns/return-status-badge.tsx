import { Badge } from '@verdant/web-kit';
import { type ReturnState, returnStateLabels } from './return';

/** Amber while the shop owes a step, blue while the plants are on their way, green or grey once done. */
const stateColours: Record<ReturnState, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  refund_due: 'bg-amber-100 text-amber-900',
  refunded: 'bg-leaf-100 text-leaf-900',
  declined: 'bg-stone-200 text-stone-800',
};

export const ReturnStatusBadge = ({ status }: { status: ReturnState }) => (
  <Badge className={stateColours[status]}>{returnStateLabels[status]}</Badge>
);
