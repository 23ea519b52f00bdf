import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type OrderCommand, type OrderEvent, orderDecider } from './order';
import {
  CLAIM_DECIDED_ALREADY,
  CLAIM_NOT_FOUND,
  DECLINE_REASON_REQUIRED,
  DESCRIPTION_RANGE,
  ITEM_NOT_IN_ORDER,
  ITEMS_REQUIRED,
  LINE_CLAIMED_ALREADY,
  NOT_AWAITING_PHOTOS,
  NOT_DELIVERED_YET,
  PHOTOS_ASKED_ALREADY,
  PHOTOS_RANGE,
  REASON_REQUIRED,
} from './order-claim-rules';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(orderDecider);
const { orderId, customerId } = ashasOrder;
const jade = { productId: 'p-jade', variantId: null };

const placed: OrderEvent = { type: 'OrderPlaced', data: ashasOrder };
const moved = (from: 'pending' | 'processing' | 'shipped', to: 'processing' | 'shipped' | 'delivered') =>
  ({ type: 'OrderStatusChanged', data: { orderId, customerId, from, to } }) as const;
const delivered: OrderEvent[] = [
  placed,
  moved('pending', 'processing'),
  moved('processing', 'shipped'),
  moved('shipped', 'delivered'),
];

/** Delivered on 1 December 2026 at 14:00 in India. */
const deliveredAt = new Date('2026-12-01T14:00:00+05:30');
const hoursAfterDelivery = (hours: number) => new Date(deliveredAt.getTime() + hours * 60 * 60_000);

const claim = {
  reason: 'arrived_damaged',
  items: [{ ...jade, quantity: 1 }],
  description: '  One jade arrived with its pot cracked and soil everywhere.  ',
  photos: ['3f2a9c.jpg', 'b81e07.webp'],
};
const open = (overrides: Record<string, unknown> = {}, now = hoursAfterDelivery(2)): OrderCommand => ({
  type: 'OpenClaim',
  data: { orderId, customerId, claimId: 'claim-1', deliveredAt, now, ...claim, ...overrides },
});
const opened = (claimId = 'claim-1', quantity = 1): OrderEvent => ({
  type: 'ClaimOpened',
  data: {
    orderId,
    customerId,
    claimId,
    reason: 'arrived_damaged',
    items: [{ ...jade, quantity }],
    description: 'One jade arrived with its pot cracked and soil everywhere.',
    photos: ['3f2a9c.jpg', 'b81e07.webp'],
  },
});
const photosRequested: OrderEvent = {
  type: 'ClaimPhotosRequested',
  data: { orderId, customerId, claimId: 'claim-1', message: 'Please photograph the crack up close.' },
};
const declined: OrderEvent = {
  type: 'ClaimDeclined',
  data: {
    orderId,
    customerId,
    claimId: 'claim-1',
    reason: 'The pot is a gift pot and not part of the plant.',
  },
};

describe('a claim under the 7-day guarantee', () => {
  describe('opening it', () => {
    it('records the items, what happened, the words and the photos', () => {
      spec.given(delivered).when(open()).thenEvents([opened()]);
    });

    it('takes damage on arrival up to 48 hours after delivery, and not a moment later', () => {
      spec
        .given(delivered)
        .when(open({}, hoursAfterDelivery(48)))
        .thenEvents([opened()]);
      spec
        .given(delivered)
        .when(open({}, new Date(hoursAfterDelivery(48).getTime() + 1)))
        .thenRefused(
          'invalid',
          'Damage on arrival is reported within 48 hours of delivery: that time ended on 3 December 2026.',
        );
    });

    it('takes the other problems for 7 days, then says when the guarantee ended (in India’s date)', () => {
      const poorHealth = { reason: 'poor_health' };
      spec
        .given(delivered)
        .when(open(poorHealth, hoursAfterDelivery(7 * 24)))
        .thenEvents([{ ...opened(), data: { ...opened().data, reason: 'poor_health' } } as OrderEvent]);
      // Delivered at 23:30 in India: the 7 days end at 23:30 on the 8th, still the 8th in India.
      const lateDelivery = new Date('2026-12-01T23:30:00+05:30');
      spec
        .given(delivered)
        .when(open({ ...poorHealth, deliveredAt: lateDelivery }, new Date('2026-12-09T00:00:00+05:30')))
        .thenRefused('invalid', 'The 7-day guarantee for this order ended on 8 December 2026.');
    });

    it('is refused until the order is delivered', () => {
      spec
        .given([placed, moved('pending', 'processing'), moved('processing', 'shipped')])
        .when(open())
        .thenRefused('invalid', NOT_DELIVERED_YET);
    });

    it('answers another customer’s order as a missing one', () => {
      spec
        .given(delivered)
        .when(open({ customerId: 'c-ravi' }))
        .thenRefused('not_found', 'Order not found');
      spec.given([]).when(open()).thenRefused('not_found', 'Order not found');
    });

    it('refuses items not in the order, and more than were received', () => {
      spec
        .given(delivered)
        .when(open({ items: [{ productId: 'p-fern', variantId: null, quantity: 1 }] }))
        .thenRefused('invalid', ITEM_NOT_IN_ORDER);
      spec
        .given(delivered)
        .when(open({ items: [{ ...jade, quantity: 3 }] }))
        .thenRefused('invalid', 'You can report at most the 2 you received');
      spec
        .given(delivered)
        .when(open({ items: [] }))
        .thenRefused('invalid', ITEMS_REQUIRED);
      spec
        .given(delivered)
        .when(open({ items: [{ ...jade, quantity: 0 }] }))
        .thenRefused('invalid', ITEMS_REQUIRED);
    });

    it.each([
      [{ reason: 'changed_my_mind' }, REASON_REQUIRED],
      [{ description: 'Broken' }, DESCRIPTION_RANGE],
      [{ description: 'x'.repeat(2_001) }, DESCRIPTION_RANGE],
      [{ photos: [] }, PHOTOS_RANGE],
      [{ photos: ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg'] }, PHOTOS_RANGE],
      [{ photos: ['../../etc/passwd'] }, PHOTOS_RANGE],
      [{ photos: ['notes.pdf'] }, PHOTOS_RANGE],
    ])('refuses %j, recording nothing', (overrides, message) => {
      spec.given(delivered).when(open(overrides)).thenRefused('invalid', message);
    });

    it('keeps one open claim per line; a declined one leaves the line free', () => {
      spec
        .given([...delivered, opened()])
        .when(open({ claimId: 'claim-2' }))
        .thenRefused('conflict', LINE_CLAIMED_ALREADY);
      spec
        .given([...delivered, opened(), photosRequested])
        .when(open({ claimId: 'claim-2' }))
        .thenRefused('conflict', LINE_CLAIMED_ALREADY);
      spec
        .given([...delivered, opened(), declined])
        .when(open({ claimId: 'claim-2' }))
        .thenEvents([opened('claim-2')]);
    });

    it('records a claim sent twice once', () => {
      spec
        .given([...delivered, opened()])
        .when(open())
        .thenNothingHappens();
    });
  });

  describe('reviewing it', () => {
    const requestPhotos = (message: unknown = 'Please photograph the crack up close.'): OrderCommand => ({
      type: 'RequestClaimPhotos',
      data: { orderId, claimId: 'claim-1', message },
    });
    const addPhotos = (overrides: Record<string, unknown> = {}): OrderCommand => ({
      type: 'AddClaimPhotos',
      data: {
        orderId,
        customerId,
        claimId: 'claim-1',
        note: 'Here it is.',
        photos: ['c0ffee.png'],
        ...overrides,
      },
    });
    const decline = (reason: unknown = 'The pot is a gift pot and not part of the plant.'): OrderCommand => ({
      type: 'DeclineClaim',
      data: { orderId, claimId: 'claim-1', reason },
    });

    it('asks the customer for more photos, and not again before they answer', () => {
      spec
        .given([...delivered, opened()])
        .when(requestPhotos())
        .thenEvents([photosRequested]);
      spec
        .given([...delivered, opened(), photosRequested])
        .when(requestPhotos())
        .thenRefused('conflict', PHOTOS_ASKED_ALREADY);
      spec
        .given([...delivered, opened()])
        .when(requestPhotos('More?'))
        .thenRefused('invalid', 'Please tell the customer what to photograph (10 to 1,000 characters)', {
          message: 'Please tell the customer what to photograph (10 to 1,000 characters)',
        });
    });

    it('takes the customer’s answer only while photos are asked for', () => {
      spec
        .given([...delivered, opened(), photosRequested])
        .when(addPhotos())
        .thenEvents([
          {
            type: 'ClaimPhotosAdded',
            data: { orderId, customerId, claimId: 'claim-1', note: 'Here it is.', photos: ['c0ffee.png'] },
          },
        ]);
      spec
        .given([...delivered, opened()])
        .when(addPhotos())
        .thenRefused('invalid', NOT_AWAITING_PHOTOS);
      spec
        .given([...delivered, opened(), photosRequested])
        .when(addPhotos({ photos: [] }))
        .thenRefused('invalid', PHOTOS_RANGE);
      spec
        .given([...delivered, opened(), photosRequested])
        .when(addPhotos({ customerId: 'c-ravi' }))
        .thenRefused('not_found', CLAIM_NOT_FOUND);
    });

    it('declines with a reason the customer reads, and only once: a second decision is told it was decided', () => {
      spec
        .given([...delivered, opened()])
        .when(decline())
        .thenEvents([declined]);
      spec
        .given([...delivered, opened(), photosRequested])
        .when(decline())
        .thenEvents([declined]);
      spec
        .given([...delivered, opened(), declined])
        .when(decline())
        .thenRefused('conflict', CLAIM_DECIDED_ALREADY);
      spec
        .given([...delivered, opened()])
        .when(decline('  No '))
        .thenRefused('invalid', DECLINE_REASON_REQUIRED, { reason: DECLINE_REASON_REQUIRED });
    });

    it('answers a claim the order does not have as missing', () => {
      spec.given(delivered).when(decline()).thenRefused('not_found', CLAIM_NOT_FOUND);
    });
  });
});
