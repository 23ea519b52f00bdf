import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type OrderCommand, type OrderEvent, orderDecider, type PlacedOrder } from './order';
import { CLAIM_DECIDED_ALREADY, CUSTOMER_ERASED, moreThanLeftToClaim } from './order-claim-rules';
import {
  MANUAL_REFUND_METHOD,
  MANUAL_REFUND_REFERENCE,
  NOTHING_LEFT_TO_REFUND,
  REPLACEMENT_NOT_REFUNDABLE,
} from './order-settlements';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(orderDecider);
const { orderId, customerId } = ashasOrder;
const ids = { orderId, customerId };
const jade = { productId: 'p-jade', variantId: null };

/** Asha's two jade plants (₹199 each, ₹99 shipping), delivered and paid: in cash, or online with Razorpay. */
function delivered(order: Partial<PlacedOrder> = {}): OrderEvent[] {
  const placed: OrderEvent = { type: 'OrderPlaced', data: { ...ashasOrder, ...order } };
  const moved = (from: 'pending' | 'processing' | 'shipped', to: 'processing' | 'shipped' | 'delivered') =>
    ({ type: 'OrderStatusChanged', data: { ...ids, from, to } }) as const;
  const total = order.total ?? ashasOrder.total;
  const online = order.paymentMethod === 'razorpay';
  const paid: OrderEvent = {
    type: 'PaymentCaptured',
    data: {
      ...ids,
      gateway: online ? 'razorpay' : order.paymentMethod === 'none' ? 'none' : 'cash',
      gatewayPaymentId: online ? 'pay_1' : null,
      amount: total,
      via: online ? 'callback' : 'delivery',
    },
  };
  const initiated: OrderEvent = {
    type: 'PaymentInitiated',
    data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_1', amount: total },
  };
  const steps = [
    moved('pending', 'processing'),
    moved('processing', 'shipped'),
    moved('shipped', 'delivered'),
  ];
  return online ? [placed, initiated, paid, ...steps] : [placed, ...steps, paid];
}
const paidOnline = { paymentMethod: 'razorpay', paymentStatus: 'pending' } as const;

const opened = (claimId = 'claim-1', quantity = 1): OrderEvent => ({
  type: 'ClaimOpened',
  data: {
    ...ids,
    claimId,
    reason: 'arrived_damaged',
    items: [{ ...jade, quantity }],
    description: 'The pot arrived cracked.',
    photos: ['3f2a9c.jpg'],
  },
});
const replace: OrderCommand = {
  type: 'ReplaceClaim',
  data: { orderId, claimId: 'claim-1', replacementOrderId: 'o-2' },
};
const refund = (manualRefund?: unknown): OrderCommand => ({
  type: 'RefundClaim',
  data: { orderId, claimId: 'claim-1', manualRefund },
});
const byUpi = { method: 'upi', reference: ' 412345678901 ' };
const claimRefunded = (amount: number, claimId = 'claim-1'): OrderEvent => ({
  type: 'ClaimRefunded',
  data: { ...ids, claimId, refundId: `refund-${claimId}`, amount },
});
const gatewayRefund = (amount: number, settles: string | null = 'claim-1'): OrderEvent => ({
  type: 'RefundRequested',
  data: {
    ...ids,
    refundId: settles === null ? 'refund-pay_1' : `refund-${settles}`,
    gateway: 'razorpay',
    gatewayPaymentId: 'pay_1',
    amount,
    settles,
  },
});

describe('deciding a claim', () => {
  it('replaces the claimed plants with a free order named by the caller, once', () => {
    spec
      .given([...delivered(), opened()])
      .when(replace)
      .thenEvents([
        { type: 'ClaimReplaced', data: { ...ids, claimId: 'claim-1', replacementOrderId: 'o-2' } },
      ]);
    spec
      .given([
        ...delivered(),
        opened(),
        { type: 'ClaimReplaced', data: { ...ids, claimId: 'claim-1', replacementOrderId: 'o-2' } },
      ])
      .when(refund(byUpi))
      .thenRefused('conflict', CLAIM_DECIDED_ALREADY);
  });

  it('sends no replacement once the customer is erased: there is no address to send it to', () => {
    spec
      .given([...delivered({ customer: null, shippingAddress: null } as unknown as PlacedOrder), opened()])
      .when(replace)
      .thenRefused('invalid', CUSTOMER_ERASED);
  });

  it('refunds a cash order by hand: the claimed plant’s price, with the transfer’s reference', () => {
    spec
      .given([...delivered(), opened()])
      .when(refund(byUpi))
      .thenEvents([
        claimRefunded(19_900),
        {
          type: 'RefundPaidByHand',
          data: {
            ...ids,
            refundId: 'refund-claim-1',
            amount: 19_900,
            method: 'upi',
            reference: '412345678901',
            settles: 'claim-1',
          },
        },
      ]);
    spec
      .given([...delivered(), opened()])
      .when(refund())
      .thenRefused('invalid', MANUAL_REFUND_METHOD);
    spec
      .given([...delivered(), opened()])
      .when(refund({ method: 'bank_transfer', reference: 'no!' }))
      .thenRefused('invalid', MANUAL_REFUND_REFERENCE, { reference: MANUAL_REFUND_REFERENCE });
  });

  it('refunds an online order through the gateway that took the payment', () => {
    spec
      .given([...delivered(paidOnline), opened()])
      .when(refund())
      .thenEvents([claimRefunded(19_900), gatewayRefund(19_900)]);
  });

  it('gives back the whole order, shipping too, when every plant of it is claimed', () => {
    spec
      .given([...delivered(paidOnline), opened('claim-1', 2)])
      .when(refund())
      .thenEvents([claimRefunded(49_700), gatewayRefund(49_700)]);
  });

  it('gives back all that is left, shipping too, when a claim refunds the last plant of the order', () => {
    spec
      .given([
        ...delivered(paidOnline),
        opened('claim-0'),
        claimRefunded(19_900, 'claim-0'),
        gatewayRefund(19_900, 'claim-0'),
        opened(),
      ])
      .when(refund())
      .thenEvents([claimRefunded(29_800), gatewayRefund(29_800)]);
  });

  it('takes off the plant’s share of the discount', () => {
    const discounted = { ...paidOnline, discount: 3_980, total: 45_720, couponCode: 'GREEN10' };
    // ₹199 of ₹398 less a ₹39.80 discount: ₹179.10.
    spec
      .given([...delivered(discounted), opened()])
      .when(refund())
      .thenEvents([claimRefunded(17_910), gatewayRefund(17_910)]);
  });

  it('never gives back more than is left of what was paid', () => {
    const givenBack: OrderEvent = {
      type: 'RefundCompleted',
      data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1', amount: 40_000 },
    };
    spec
      .given([...delivered(paidOnline), gatewayRefund(40_000, null), givenBack, opened()])
      .when(refund())
      .thenEvents([claimRefunded(9_700), gatewayRefund(9_700)]);
    spec
      .given([...delivered(paidOnline), gatewayRefund(49_700, null), opened()])
      .when(refund())
      .thenRefused('invalid', NOTHING_LEFT_TO_REFUND);
  });

  it('replaces, never refunds, the plants of a replacement order: it was sent free', () => {
    const replacement = {
      total: 0,
      shipping: 0,
      paymentMethod: 'none',
      paymentStatus: 'paid',
      replacementFor: { orderId: 'o-0', claimId: 'claim-0' },
    } as const;
    spec
      .given([...delivered(replacement), opened()])
      .when(refund(byUpi))
      .thenRefused('invalid', REPLACEMENT_NOT_REFUNDABLE);
    spec
      .given([...delivered(replacement), opened()])
      .when(replace)
      .thenEvents([
        { type: 'ClaimReplaced', data: { ...ids, claimId: 'claim-1', replacementOrderId: 'o-2' } },
      ]);
  });

  it('takes no second claim on plants refunded or replaced already', () => {
    spec
      .given([...delivered(paidOnline), opened(), claimRefunded(19_900), gatewayRefund(19_900)])
      .when({
        type: 'OpenClaim',
        data: {
          ...ids,
          claimId: 'claim-2',
          deliveredAt: new Date('2026-12-01T14:00:00+05:30'),
          now: new Date('2026-12-02T14:00:00+05:30'),
          reason: 'poor_health',
          items: [{ ...jade, quantity: 2 }],
          description: 'The other one is wilting too.',
          photos: ['c0ffee.png'],
        },
      })
      .thenRefused('invalid', moreThanLeftToClaim(1));
  });

  it('gives back the rest of an online payment when the order is cancelled after a claim was refunded', () => {
    spec
      .given([...delivered(paidOnline), opened(), claimRefunded(19_900), gatewayRefund(19_900)])
      .when({ type: 'CancelOrderAsAdmin', data: { orderId, reason: 'Customer moved abroad' } })
      .thenEvents([
        {
          type: 'OrderCancelled',
          data: {
            ...ids,
            reason: 'Customer moved abroad',
            cancelledBy: 'admin',
            total: 49_700,
            couponCode: null,
          },
        },
        gatewayRefund(29_800, null),
      ]);
  });

  it('asks again for a claim’s failed refund under a new key, still settling the claim', () => {
    const failed: OrderEvent = {
      type: 'RefundFailed',
      data: { ...ids, refundId: 'refund-claim-1', reason: 'The bank refused it' },
    };
    spec
      .given([...delivered(paidOnline), opened(), claimRefunded(19_900), gatewayRefund(19_900), failed])
      .when({ type: 'RetryRefund', data: { orderId, refundId: 'refund-claim-1' } })
      .thenEvents([
        {
          type: 'RefundRequested',
          data: {
            ...ids,
            refundId: 'refund-claim-1-2',
            gateway: 'razorpay',
            gatewayPaymentId: 'pay_1',
            amount: 19_900,
            settles: 'claim-1',
          },
        },
      ]);
  });
});
