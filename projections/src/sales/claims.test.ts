import type { ClaimEvent } from '@verdant/domain/sales/order-claims';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { type ClaimView, claimsProjection } from './claims';

const spec = projectionSpecification(claimsProjection);
const ids = { orderId: 'o-1', customerId: 'c-asha', claimId: 'claim-1' };
const opened: ClaimEvent = {
  type: 'ClaimOpened',
  data: {
    ...ids,
    reason: 'arrived_damaged',
    items: [
      { productId: 'p-jade', variantId: null, quantity: 2 },
      { productId: 'p-fig', variantId: 'v-large', quantity: 1 },
    ],
    description: 'Pots cracked in the box',
    photos: ['a.jpg'],
  },
};
const photosRequested: ClaimEvent = {
  type: 'ClaimPhotosRequested',
  data: { ...ids, message: 'Closer, please' },
};
const photosAdded: ClaimEvent = { type: 'ClaimPhotosAdded', data: { ...ids, note: null, photos: ['b.jpg'] } };
const declined: ClaimEvent = {
  type: 'ClaimDeclined',
  data: { ...ids, reason: 'Not covered by the guarantee' },
};

const replaced: ClaimEvent = { type: 'ClaimReplaced', data: { ...ids, replacementOrderId: 'o-2' } };
const refunded: ClaimEvent = {
  type: 'ClaimRefunded',
  data: { ...ids, refundId: 'refund-claim-1', amount: 19_900 },
};

const plusHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const openClaim: ClaimView = {
  _id: 'claim-1',
  orderId: 'o-1',
  customerId: 'c-asha',
  reason: 'arrived_damaged',
  itemCount: 3,
  status: 'open',
  openedAt: recordedAt(0),
  reviewDueAt: plusHours(recordedAt(0), 24),
  decidedAt: null,
  replacementOrderId: null,
  refundAmount: null,
  updatedAt: recordedAt(0),
};

describe('claims read model', () => {
  it('lists an opened claim, due for review 24 hours later, with nothing the customer wrote', async () => {
    await spec.given([opened]).thenReadModel({ claims: [openClaim] });
  });

  it('stops the clock while photos are asked for, and starts it afresh from the answer', async () => {
    await spec.given([opened, photosRequested]).thenReadModel({
      claims: [{ ...openClaim, status: 'awaiting_photos', reviewDueAt: null, updatedAt: recordedAt(1) }],
    });
    await spec.given([opened, photosRequested, photosAdded]).thenReadModel({
      claims: [{ ...openClaim, reviewDueAt: plusHours(recordedAt(2), 24), updatedAt: recordedAt(2) }],
    });
  });

  it('keeps a declined claim, its clock stopped, with when it was decided', async () => {
    await spec.given([opened, declined]).thenReadModel({
      claims: [
        {
          ...openClaim,
          status: 'declined',
          reviewDueAt: null,
          decidedAt: recordedAt(1),
          updatedAt: recordedAt(1),
        },
      ],
    });
  });

  it('keeps a replaced claim with its replacement order, and a refunded one with what was given back', async () => {
    const decided = { reviewDueAt: null, decidedAt: recordedAt(1), updatedAt: recordedAt(1) };
    await spec.given([opened, replaced]).thenReadModel({
      claims: [{ ...openClaim, ...decided, status: 'replaced', replacementOrderId: 'o-2' }],
    });
    await spec.given([opened, refunded]).thenReadModel({
      claims: [{ ...openClaim, ...decided, status: 'refunded', refundAmount: 19_900 }],
    });
  });
});
