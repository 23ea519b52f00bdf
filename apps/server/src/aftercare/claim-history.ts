import type { OrderEvent } from '@verdant/domain/sales/order';
import { type ClaimEvent, claimEvents } from '@verdant/domain/sales/order-claims';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { type ProjectedEvent, stateAt } from '@verdant/platform';
import { type ClaimView, evolveClaimView } from '@verdant/projections/sales/claims';

export const CLAIM_NOT_OPENED_THEN = 'This claim had not been opened yet at that moment';

const CLAIM_EVENT_TYPES = new Set<string>(claimEvents.map((definition) => definition.type));

const isClaimEvent = (event: ProjectedEvent<OrderEvent>): event is ProjectedEvent<ClaimEvent> =>
  CLAIM_EVENT_TYPES.has(event.type);

/**
 * A claim as it stood at a past moment: its order folded from the events recorded at or before it, and its
 * review clock folded by the claims read model's own `evolve`, so the past reads as the present does. Null
 * before the claim was opened.
 */
export function claimAt(events: readonly ProjectedEvent<OrderEvent>[], claimId: string, moment: Date) {
  const view = stateAt<ClaimEvent, ClaimView>(
    events.filter(isClaimEvent).filter((event) => event.data.claimId === claimId),
    moment,
    evolveClaimView,
  );
  if (!view) return null;
  const then = events.filter((event) => Date.parse(event.metadata.at) <= moment.getTime());
  const record = then.reduce<OrderRecord | null>(evolveOrderRecord, null);
  return record && { record, events: then, view };
}
