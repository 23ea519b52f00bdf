import type { ClaimEvent } from '@verdant/domain/sales/order-claims';
import { reactionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { claimMailsReaction } from './claim-mails';
import { MAIL_QUEUE, MAIL_TRIES } from './jobs';

const ids = { orderId: 'o-1', customerId: 'c-asha', claimId: 'claim-1' };
const opened: ClaimEvent = {
  type: 'ClaimOpened',
  data: {
    ...ids,
    reason: 'arrived_damaged',
    items: [{ productId: 'p-jade', variantId: null, quantity: 1 }],
    description: 'Cracked pot',
    photos: ['a.jpg'],
  },
};
const asked: ClaimEvent = { type: 'ClaimPhotosRequested', data: { ...ids, message: 'Closer, please.' } };
const answered: ClaimEvent = { type: 'ClaimPhotosAdded', data: { ...ids, note: null, photos: ['b.jpg'] } };
const declined: ClaimEvent = { type: 'ClaimDeclined', data: { ...ids, reason: 'Not covered.' } };
const replaced: ClaimEvent = { type: 'ClaimReplaced', data: { ...ids, replacementOrderId: 'o-2' } };
const refunded: ClaimEvent = {
  type: 'ClaimRefunded',
  data: { ...ids, refundId: 'refund-claim-1', amount: 19_900 },
};
const mail = (kind: string, revision: number) => ({
  queue: MAIL_QUEUE,
  job: {
    id: `${kind}-mail-o-1-${revision}`,
    name: `${kind}-mail`,
    payload: { kind, orderId: 'o-1', claimId: 'claim-1', revision },
  },
  options: MAIL_TRIES,
});

describe('claim mails reaction', () => {
  const spec = reactionSpecification(claimMailsReaction);

  it('asks for a mail at each step the shop takes, each told as the order stood then', () => {
    spec
      .given([opened, asked, answered, declined])
      .thenJobs([mail('claim-opened', 0), mail('claim-photos-requested', 1), mail('claim-declined', 3)]);
  });

  it('tells the customer of a replacement or a refund, each once', () => {
    spec.given([opened, replaced]).thenJobs([mail('claim-opened', 0), mail('claim-replaced', 1)]);
    spec.given([opened, refunded]).thenJobs([mail('claim-opened', 0), mail('claim-refunded', 1)]);
  });
});
