import { describe, expect, it } from 'vitest';
import { type OrderEvent, orderEvents } from './order';
import { describeOrderEvent } from './order-timeline';
import { ashasOrder } from './testing/orders';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const cancelled = (cancelledBy: 'customer' | 'admin' | 'system', reason: string): OrderEvent => ({
  type: 'OrderCancelled',
  data: { ...ids, reason, cancelledBy, total: 49_700, couponCode: null },
});

/** Every event type of an order, with the words its timeline shows. */
const described: [OrderEvent, string][] = [
  [{ type: 'OrderPlaced', data: ashasOrder }, 'Order placed: 2 items, ₹497.00, cash on delivery'],
  [
    { type: 'OrderPlaced', data: { ...ashasOrder, paymentMethod: 'razorpay', couponCode: 'GREEN10' } },
    'Order placed: 2 items, ₹497.00, the payment gateway, coupon GREEN10',
  ],
  [
    { type: 'OrderStatusChanged', data: { ...ids, from: 'pending', to: 'processing' } },
    'Status changed from Pending to Processing',
  ],
  [
    { type: 'TrackingNumberSet', data: { ...ids, trackingNumber: 'DTDC123456789IN' } },
    'Tracking number set to DTDC123456789IN',
  ],
  [{ type: 'TrackingNumberSet', data: { ...ids, trackingNumber: null } }, 'Tracking number cleared'],
  [cancelled('customer', 'Cancelled by customer'), 'Cancelled by customer'],
  [cancelled('admin', 'Out of stock'), 'Cancelled by the shop: Out of stock'],
  [cancelled('admin', ''), 'Cancelled by the shop: No reason provided'],
  [
    cancelled('system', 'Payment not received within 30 minutes'),
    'Cancelled by the system: Payment not received within 30 minutes',
  ],
  [
    {
      type: 'PaymentInitiated',
      data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
    },
    'Payment of ₹497.00 opened with Razorpay (order_R1)',
  ],
  [
    {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'razorpay', gatewayPaymentId: 'pay_1', amount: 49_700, via: 'webhook' },
    },
    'Payment captured by Razorpay (pay_1)',
  ],
  [
    {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'test', gatewayPaymentId: 'test_pay_1', amount: 49_700, via: 'callback' },
    },
    'Test-mode payment of ₹497.00, no money taken (test_pay_1)',
  ],
  [
    {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: 49_700, via: 'delivery' },
    },
    'Cash of ₹497.00 collected on delivery',
  ],
  [
    {
      type: 'PaymentFailed',
      data: { ...ids, gateway: 'stripe', gatewayPaymentId: 'ch_1', reason: 'Your card was declined.' },
    },
    'Payment failed at Stripe (ch_1): Your card was declined.',
  ],
  [
    {
      type: 'RefundRequested',
      data: {
        ...ids,
        refundId: 'refund-pay_1',
        gateway: 'razorpay',
        gatewayPaymentId: 'pay_1',
        amount: 49_700,
        settles: null,
      },
    },
    'Refund of ₹497.00 requested through Razorpay',
  ],
  [
    {
      type: 'RefundCompleted',
      data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1', amount: 49_700 },
    },
    'Refund of ₹497.00 completed (rfnd_1)',
  ],
  [
    { type: 'PaymentResumed', data: { ...ids, gateway: 'stripe', gatewayOrderId: 'pi_1' } },
    'Payment opened again with Stripe (pi_1)',
  ],
  [
    {
      type: 'PaymentCancelled',
      data: {
        ...ids,
        gateway: 'stripe',
        gatewayOrderId: 'pi_1',
        reason: 'Payment not received within 30 minutes',
      },
    },
    'Payment with Stripe cancelled (pi_1): Payment not received within 30 minutes',
  ],
  [
    {
      type: 'PaymentMismatched',
      data: {
        ...ids,
        gateway: 'razorpay',
        gatewayOrderId: 'order_R1',
        gatewayPaymentId: 'pay_fee',
        amount: 50_873,
        currency: 'INR',
        expectedAmount: 49_700,
      },
    },
    "Payment of ₹508.73 received through Razorpay (pay_fee) does not match the order's ₹497.00: it is refunded",
  ],
  [
    {
      type: 'PaymentMismatched',
      data: {
        ...ids,
        gateway: 'stripe',
        gatewayOrderId: 'pi_1',
        gatewayPaymentId: 'ch_1',
        amount: 600,
        currency: 'usd',
        expectedAmount: 49_700,
      },
    },
    "Payment of 6 USD received through Stripe (ch_1) does not match the order's ₹497.00: it is refunded",
  ],
  [
    { type: 'RefundAccepted', data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1' } },
    'Refund accepted by the gateway (rfnd_1), awaiting completion',
  ],
  [
    { type: 'RefundFailed', data: { ...ids, refundId: 'refund-pay_1', reason: 'The bank refused it' } },
    'Refund failed: The bank refused it',
  ],
  [
    {
      type: 'ClaimOpened',
      data: {
        ...ids,
        claimId: 'c-1',
        reason: 'arrived_damaged',
        items: [{ productId: 'p-fern', variantId: null, quantity: 2 }],
        description: 'Two fronds snapped in the box',
        photos: ['a1b2.jpg'],
      },
    },
    'Problem reported (Arrived damaged): 2 items, 1 photo',
  ],
  [
    {
      type: 'ClaimOpened',
      data: {
        ...ids,
        claimId: 'c-1',
        reason: 'poor_health',
        items: [{ productId: 'p-fern', variantId: null, quantity: 1 }],
        description: null,
        photos: null,
      },
    },
    'Problem reported (Poor health within 7 days): 1 item, photos erased',
  ],
  [
    {
      type: 'ClaimPhotosRequested',
      data: { ...ids, claimId: 'c-1', message: 'Please photograph the roots' },
    },
    'More photos asked for: Please photograph the roots',
  ],
  [
    { type: 'ClaimPhotosAdded', data: { ...ids, claimId: 'c-1', note: null, photos: ['c3.jpg', 'd4.png'] } },
    'More photos added: 2 photos',
  ],
  [
    { type: 'ClaimDeclined', data: { ...ids, claimId: 'c-1', reason: 'The photos show a healthy plant' } },
    'Claim declined: The photos show a healthy plant',
  ],
  [
    {
      type: 'OrderPlaced',
      data: {
        ...ashasOrder,
        orderId: '7a1c9e20-0000-4000-8000-000000000000',
        total: 0,
        paymentMethod: 'none',
        replacementFor: { orderId: 'e5f0a2b4-0000-4000-8000-000000000000', claimId: 'c-1' },
      },
    },
    'Replacement placed for order #e5f0a2b4: 2 items, free of charge',
  ],
  [
    {
      type: 'ClaimReplaced',
      data: { ...ids, claimId: 'c-1', replacementOrderId: '7a1c9e20-0000-4000-8000-000000000000' },
    },
    'Claim decided: the plants are replaced by order #7a1c9e20',
  ],
  [
    { type: 'ClaimRefunded', data: { ...ids, claimId: 'c-1', refundId: 'refund-c-1', amount: 19_900 } },
    'Claim decided: ₹199.00 refunded',
  ],
  [
    {
      type: 'RefundPaidByHand',
      data: {
        ...ids,
        refundId: 'refund-c-1',
        amount: 19_900,
        method: 'upi',
        reference: '412345678901',
        settles: 'c-1',
      },
    },
    'Refund of ₹199.00 completed: paid back by UPI (412345678901)',
  ],
  [
    {
      type: 'ReturnRequested',
      data: {
        ...ids,
        returnId: 'r-1',
        reason: 'changed_mind',
        items: [{ productId: 'p-jade', variantId: null, quantity: 1 }],
        note: null,
      },
    },
    'Return requested (Changed my mind): 1 item',
  ],
  [
    {
      type: 'ReturnApproved',
      data: { ...ids, returnId: 'r-1', instructions: 'Our courier collects it on Monday.' },
    },
    'Return approved: Our courier collects it on Monday.',
  ],
  [
    {
      type: 'ReturnDeclined',
      data: { ...ids, returnId: 'r-1', reason: 'Plants past 7 days are not taken back.' },
    },
    'Return declined: Plants past 7 days are not taken back.',
  ],
  [
    {
      type: 'ReturnReceived',
      data: {
        ...ids,
        returnId: 'r-1',
        refundId: 'refund-r-1',
        amount: 19_900,
        byHand: true,
        refundDueBy: '2026-12-16',
      },
    },
    'Return received: refund of ₹199.00, to be paid back by hand, due by 16 December 2026',
  ],
];

describe("an order's timeline in words", () => {
  it.each(described)('describes %#: %s', (event, words) => {
    expect(describeOrderEvent(event)).toBe(words);
  });

  it('has words for every event type an order records', () => {
    const covered = new Set(described.map(([event]) => event.type));
    expect(orderEvents.map((definition) => definition.type).filter((type) => !covered.has(type))).toEqual([]);
  });
});
