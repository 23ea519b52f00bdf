import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import type { CouponEvent } from '@verdant/domain/sales/coupon';
import { contentsOf, type OrderEvent } from '@verdant/domain/sales/order';
import type { PurchaseHistoryEvent } from '@verdant/domain/sales/purchase-history';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import type { CartEvent } from '@verdant/domain/shopping/cart';
import { asProjected, reactionSpecification } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { FIVE_TRIES, MAIL_QUEUE, MAIL_TRIES, ORDERS_QUEUE } from './jobs';
import { orderFollowUpReaction } from './order-follow-up';
import { orderMailsReaction } from './order-mails';
import { stockFollowUpReaction } from './stock-follow-up';

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

const purchased: PurchaseHistoryEvent = {
  type: 'PurchaseRecorded',
  data: {
    customerId: 'c-asha',
    orderId: 'o-1',
    cartRevision: 4,
    addressId: 'home',
    order: contentsOf(ashasOrder),
  },
};

describe('order mails reaction', () => {
  const spec = reactionSpecification(orderMailsReaction);

  it('sends no placement mail for a replacement: the claim’s mail tells of it', () => {
    spec
      .given([
        {
          type: 'OrderPlaced',
          data: { ...ashasOrder, replacementFor: { orderId: 'o-0', claimId: 'claim-1' } },
        },
      ])
      .thenJobs([]);
  });

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
  it('takes a recorded purchase up again half a minute later, to finish it if placing stopped', () => {
    const request = orderFollowUpReaction.jobFor(asProjected(purchased, 0));
    expect(request).toEqual({
      queue: ORDERS_QUEUE,
      job: {
        id: 'resume-checkout-o-1',
        name: 'resume-checkout',
        payload: {
          kind: 'resume-checkout',
          orderId: 'o-1',
          customerId: 'c-asha',
          couponCode: ashasOrder.couponCode,
        },
      },
      options: { ...FIVE_TRIES, delayMs: 30_000 },
    });
  });

  describe('a claim replaced', () => {
    const spec = reactionSpecification(orderFollowUpReaction);
    const replaced: OrderEvent = {
      type: 'ClaimReplaced',
      data: { orderId: 'o-1', customerId: 'c-asha', claimId: 'claim-1', replacementOrderId: 'o-2' },
    };
    const replacementPlaced: OrderEvent = {
      type: 'OrderPlaced',
      data: {
        ...ashasOrder,
        orderId: 'o-2',
        total: 0,
        replacementFor: { orderId: 'o-1', claimId: 'claim-1' },
      },
    };

    it('has its replacement placed half a minute later, should deciding it stop before it was', () => {
      spec.given([replaced]).thenJobs([
        {
          queue: ORDERS_QUEUE,
          job: {
            id: 'place-replacement-claim-1',
            name: 'place-replacement',
            payload: { kind: 'place-replacement', orderId: 'o-1', claimId: 'claim-1' },
          },
          options: { ...FIVE_TRIES, delayMs: 30_000 },
        },
      ]);
    });

    it('needs no follow-up once the same read of the log shows the replacement placed', () => {
      spec.given([replaced, replacementPlaced]).thenJobs([]);
    });
  });

  it("gives a cancelled order's coupon use back at once", () => {
    expect(orderFollowUpReaction.jobFor(asProjected(cancelled, 0))).toMatchObject({
      job: { id: 'release-coupon-o-1', payload: { kind: 'release-coupon', orderId: 'o-1' } },
      options: { delayMs: 0 },
    });
  });

  describe('a checkout the same read of the log shows finished', () => {
    const spec = reactionSpecification(orderFollowUpReaction);
    const claimed: CouponEvent = {
      type: 'CouponRedeemed',
      data: { code: 'WELCOME10', orderId: 'o-1', customerId: 'c-asha' },
    };
    const released: CouponEvent = { ...claimed, type: 'CouponRedemptionReleased' };
    const checkedOut: CartEvent = {
      type: 'CartCheckedOut',
      data: { customerId: 'c-asha', orderId: 'o-1', lines: [], couponCode: 'WELCOME10' },
    };
    const resumeJob = (id: string, delayMs: number) =>
      expect.objectContaining({ job: expect.objectContaining({ id }), options: { ...FIVE_TRIES, delayMs } });

    it('asks for no follow-up once the order is placed and the cart checked out', () => {
      spec.given([claimed, purchased, placed, checkedOut]).thenJobs([]);
    });

    it('asks for no follow-up once a refused checkout gave its claim back', () => {
      spec.given([claimed, released]).thenJobs([]);
    });

    it('takes up a purchase whose cart is not yet checked out, and not its claim as well', () => {
      spec.given([claimed, purchased, placed]).thenJobs([resumeJob('resume-checkout-o-1', 30_000)]);
    });

    it('takes up a claim that no purchase followed', () => {
      spec.given([claimed]).thenJobs([resumeJob('resume-claimed-checkout-o-1', 15 * 60_000)]);
    });

    const reserved = (variantId: string | null): StockedItemEvent => ({
      type: 'StockReserved',
      data: { productId: 'p-fig', variantId, orderId: 'o-1', customerId: 'c-asha', quantity: 1 },
    });

    it('takes up each reservation no purchase followed, and none once the purchase is recorded', () => {
      spec
        .given([reserved('v-large'), reserved(null)])
        .thenJobs([
          resumeJob('resume-reserved-checkout-o-1:stocked-item-p-fig:v-large', 15 * 60_000),
          resumeJob('resume-reserved-checkout-o-1:stocked-item-p-fig:one-size', 15 * 60_000),
        ]);
      spec
        .given([reserved('v-large'), purchased, placed])
        .thenJobs([resumeJob('resume-checkout-o-1', 30_000)]);
    });

    it('asks for no follow-up once a refused checkout gave its reservation back', () => {
      const released: StockedItemEvent = {
        type: 'StockReservationReleased',
        data: {
          productId: 'p-fig',
          variantId: 'v-large',
          orderId: 'o-1',
          quantity: 1,
          reason: 'checkout_unfinished',
        },
      };
      spec.given([reserved('v-large'), released]).thenJobs([]);
    });

    it('leaves the follow-up of another order in the same read alone', () => {
      const othersPurchase = { ...purchased, data: { ...purchased.data, orderId: 'o-2' } };
      spec
        .given([othersPurchase, purchased, placed, checkedOut])
        .thenJobs([resumeJob('resume-checkout-o-2', 30_000)]);
    });
  });

  it('takes a checkout with a claimed coupon use up again fifteen minutes later, to give it back if no purchase followed', () => {
    const request = orderFollowUpReaction.jobFor(
      asProjected(
        { type: 'CouponRedeemed', data: { code: 'WELCOME10', orderId: 'o-1', customerId: 'c-asha' } },
        0,
      ),
    );
    expect(request).toMatchObject({
      job: {
        id: 'resume-claimed-checkout-o-1',
        payload: { kind: 'resume-checkout', orderId: 'o-1', customerId: 'c-asha', couponCode: 'WELCOME10' },
      },
      options: { delayMs: 15 * 60_000 },
    });
  });
});

describe('stock follow-up reaction', () => {
  const spec = reactionSpecification(stockFollowUpReaction);
  const delivered: OrderEvent = { ...shipped, data: { ...shipped.data, from: 'shipped', to: 'delivered' } };
  const processing: OrderEvent = { ...shipped, data: { ...shipped.data, to: 'processing' } };

  it("gives back a cancelled order's stock, and ships a shipped one's, each once by the order's name", () => {
    spec.given([processing, shipped, delivered, cancelled]).thenJobs([
      {
        queue: ORDERS_QUEUE,
        job: { id: 'ship-stock-o-1', name: 'ship-stock', payload: { kind: 'ship-stock', orderId: 'o-1' } },
        options: FIVE_TRIES,
      },
      {
        queue: ORDERS_QUEUE,
        job: { id: 'ship-stock-o-1', name: 'ship-stock', payload: { kind: 'ship-stock', orderId: 'o-1' } },
        options: FIVE_TRIES,
      },
      {
        queue: ORDERS_QUEUE,
        job: {
          id: 'release-stock-o-1',
          name: 'release-stock',
          payload: { kind: 'release-stock', orderId: 'o-1' },
        },
        options: FIVE_TRIES,
      },
    ]);
  });
});
