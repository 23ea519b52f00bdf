import { contentsOf, type OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { describe, expect, it } from 'vitest';
import { asProjected } from '../testing/projection-specification';
import { reactionSpecification } from '../testing/reaction-specification';
import { FIVE_TRIES, MAIL_QUEUE, MAIL_TRIES, ORDERS_QUEUE } from './jobs';
import { orderFollowUpReaction } from './order-follow-up';
import { orderMailsReaction } from './order-mails';

const placed: OrderEvent = { type: 'OrderPlaced', data: ashasOrder };
const cancelled: OrderEvent = {
  type: 'OrderCancelled',
  data: {
    orderId: 'o-1',
    customerId: 'c-asha',
    reason: 'Cancelled by customer',
    cancelledBy: 'customer',
    total: 49_700,
    couponCode: null,
  },
};
const shipped: OrderEvent = {
  type: 'OrderStatusChanged',
  data: { orderId: 'o-1', customerId: 'c-asha', from: 'pending', to: 'shipped' },
};

describe('order mails reaction', () => {
  const spec = reactionSpecification(orderMailsReaction);

  it('asks for one mail when the order is placed and one when it is cancelled, each named by the order', () => {
    spec.given([placed, shipped, cancelled]).thenJobs([
      {
        queue: MAIL_QUEUE,
        job: {
          id: 'order-placed-mail-o-1',
          name: 'order-placed-mail',
          payload: { kind: 'order-placed', orderId: 'o-1' },
        },
        options: MAIL_TRIES,
      },
      {
        queue: MAIL_QUEUE,
        job: {
          id: 'order-cancelled-mail-o-1',
          name: 'order-cancelled-mail',
          payload: { kind: 'order-cancelled', orderId: 'o-1' },
        },
        options: MAIL_TRIES,
      },
    ]);
  });
});

describe('order follow-up reaction', () => {
  it('checks back on a checked-out cart half a minute later, to place its order if placing stopped', () => {
    const request = orderFollowUpReaction.jobFor(
      asProjected(
        {
          type: 'CartCheckedOut',
          data: {
            customerId: 'c-asha',
            orderId: 'o-1',
            addressId: 'home',
            order: contentsOf(ashasOrder),
          },
        },
        0,
      ),
    );
    expect(request).toEqual({
      queue: ORDERS_QUEUE,
      job: {
        id: 'complete-order-o-1',
        name: 'complete-order',
        payload: { kind: 'complete-order', orderId: 'o-1', customerId: 'c-asha' },
      },
      options: { ...FIVE_TRIES, delayMs: 30_000 },
    });
  });

  it("gives a cancelled order's coupon use back at once", () => {
    expect(orderFollowUpReaction.jobFor(asProjected(cancelled, 0))).toMatchObject({
      job: { id: 'release-coupon-o-1', payload: { kind: 'release-coupon', orderId: 'o-1' } },
      options: { delayMs: 0 },
    });
  });

  it('checks a claimed coupon use fifteen minutes later, to give it back if no order followed', () => {
    const request = orderFollowUpReaction.jobFor(
      asProjected(
        { type: 'CouponRedeemed', data: { code: 'WELCOME10', orderId: 'o-1', customerId: 'c-asha' } },
        0,
      ),
    );
    expect(request).toMatchObject({
      job: {
        id: 'check-coupon-claim-o-1',
        payload: { kind: 'check-coupon-claim', orderId: 'o-1', customerId: 'c-asha', code: 'WELCOME10' },
      },
      options: { delayMs: 15 * 60_000 },
    });
  });
});
