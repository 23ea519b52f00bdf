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
