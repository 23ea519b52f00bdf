import type { ClaimEvent } from '@verdant/domain/sales/order-claims';
import type { Reaction } from '@verdant/platform';
import type { ClaimMailJob } from './jobs';
import { mailJob } from './mail-job';

const KINDS: Partial<Record<ClaimEvent['type'], ClaimMailJob['kind']>> = {
  ClaimOpened: 'claim-opened',
  ClaimPhotosRequested: 'claim-photos-requested',
  ClaimDeclined: 'claim-declined',
  ClaimReplaced: 'claim-replaced',
  ClaimRefunded: 'claim-refunded',
};

/**
 * The customer hears at each step the shop takes on their claim: that it has their report, that it needs
 * more photos (with what to photograph), and its decision. Each step is mailed once, named by its place in
 * the order's stream; the customer's own answer with photos is not mailed back to them.
 */
export const claimMailsReaction: Reaction<ClaimEvent> = {
  name: 'claim-mails',
  handles: ['ClaimOpened', 'ClaimPhotosRequested', 'ClaimDeclined', 'ClaimReplaced', 'ClaimRefunded'],
  jobFor(event) {
    const kind = KINDS[event.type];
    if (!kind) return null;
    const { orderId, claimId } = event.data;
    const revision = Number(event.revision);
    return mailJob(`${kind}-mail-${orderId}-${revision}`, { kind, orderId, claimId, revision });
  },
};
