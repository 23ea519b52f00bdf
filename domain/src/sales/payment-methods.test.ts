import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type OrderEvent, orderDecider, type PaymentMethod, type PlacedOrder } from './order';
import { PAID_ALREADY, paymentStatusOf } from './order-payments';
import { describeOrderEvent } from './order-timeline';
import {
  belowMinimum,
  GATEWAY_MINIMUMS,
  METHOD_MINIMUMS,
  paymentMethodRefusal,
  TOTAL_CHANGED,
} from './payment-methods';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(orderDecider);

/** Asha's two jade plants (₹398 and ₹99 shipping) with a coupon that leaves `total` to pay. */
const orderOf = (total: number, paymentMethod: PaymentMethod): PlacedOrder => ({
  ...ashasOrder,
  discount: ashasOrder.subtotal + ashasOrder.shipping - total,
  total,
  couponCode: 'GREEN',
  paymentMethod,
  paymentStatus: paymentMethod === 'none' ? 'paid' : paymentMethod === 'cod' ? 'unpaid' : 'pending',
});
const place = (total: number, paymentMethod: PaymentMethod) =>
  spec.given([]).when({ type: 'PlaceOrder', data: orderOf(total, paymentMethod) });
const placedEvent = (total: number, paymentMethod: PaymentMethod): OrderEvent => ({
  type: 'OrderPlaced',
  data: orderOf(total, paymentMethod),
});

const freeOrder = orderOf(0, 'none');
const placedFree: OrderEvent = { type: 'OrderPlaced', data: freeOrder };
const paidAsPlaced: OrderEvent = {
  type: 'PaymentCaptured',
  data: {
    orderId: 'o-1',
    customerId: 'c-asha',
    gateway: 'none',
    gatewayPaymentId: null,
    amount: 0,
    via: 'placement',
  },
};

const razorpayRefusal =
  'Paying through Razorpay needs an order of at least ₹1.00. Please choose Cash on Delivery.';
const cardRefusal = 'Paying by card needs an order of at least ₹0.50. Please choose Cash on Delivery.';

describe('the gateways’ minimums', () => {
  it('are Razorpay’s ₹1 and Stripe’s ₹0.50, for the methods they serve; cash on delivery has none', () => {
    expect(GATEWAY_MINIMUMS).toEqual({ razorpay: 100, stripe: 50 });
    expect(METHOD_MINIMUMS).toEqual({ razorpay: 100, card: 50, cod: 0 });
  });

  it('say why a method cannot take a total between ₹0 and its minimum, and nothing otherwise', () => {
    expect(belowMinimum('razorpay', 99)).toBe('Paying through Razorpay needs an order of at least ₹1.00.');
    expect(belowMinimum('card', 49)).toBe('Paying by card needs an order of at least ₹0.50.');
    for (const [method, total] of [
      ['razorpay', 100],
      ['card', 50],
      ['cod', 1],
      ['razorpay', 0],
      ['card', 0],
      ['none', 0],
    ] as const)
      expect(belowMinimum(method, total)).toBeNull();
    expect(paymentMethodRefusal('none', 1)).toBe(TOTAL_CHANGED);
  });
});

describe('an order placed with nothing to pay (₹0)', () => {
  it('is placed paid: the order and a capture of ₹0 through no gateway, as it is placed', () => {
    place(0, 'none').thenEvents([placedFree, paidAsPlaced]);
    // Placed again (a retry, or its completion after a crash): nothing more, and no second capture.
    spec.given([placedFree, paidAsPlaced]).when({ type: 'PlaceOrder', data: freeOrder }).thenNothingHappens();
  });

  it('reads paid, is never opened with a gateway, and never expires unpaid', () => {
    const order = [placedFree, paidAsPlaced].reduce(orderDecider.evolve, orderDecider.initialState());
    expect(order && paymentStatusOf(true, order.payment)).toBe('paid');
    spec
      .given([placedFree, paidAsPlaced])
      .when({
        type: 'InitiatePayment',
        data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_1', amount: 0 },
      })
      .thenRefused('invalid', PAID_ALREADY);
    spec
      .given([placedFree, paidAsPlaced])
      .when({
        type: 'ExpireUnpaidOrder',
        data: { orderId: 'o-1', reason: 'Payment not received', attemptsSeen: 0 },
      })
      .thenNothingHappens();
  });

  it('moves through fulfilment at once, and is cancelled with nothing to give back', () => {
    spec
      .given([placedFree, paidAsPlaced])
      .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'shipped' } })
      .thenEvents([
        {
          type: 'OrderStatusChanged',
          data: { orderId: 'o-1', customerId: 'c-asha', from: 'pending', to: 'shipped' },
        },
      ]);
    spec
      .given([placedFree, paidAsPlaced])
      .when({ type: 'CancelOrderAsCustomer', data: { orderId: 'o-1', customerId: 'c-asha' } })
      .thenEvents([
        {
          type: 'OrderCancelled',
          data: {
            orderId: 'o-1',
            customerId: 'c-asha',
            reason: 'Cancelled by customer',
            cancelledBy: 'customer',
            total: 0,
            couponCode: 'GREEN',
          },
        },
      ]);
  });

  it('reads sensibly on the order’s timeline', () => {
    expect(describeOrderEvent(placedFree)).toBe('Order placed: 2 items, ₹0.00, nothing to pay, coupon GREEN');
    expect(describeOrderEvent(paidAsPlaced)).toBe('Paid as placed: nothing to pay');
  });

  it('is refused when the order has something to pay after all', () => {
    place(1, 'none').thenRefused('invalid', TOTAL_CHANGED, { paymentMethod: TOTAL_CHANGED });
  });
});

describe('an order below its online method’s minimum', () => {
  it('from 1 to 49 paise is refused for card and for Razorpay', () => {
    for (const total of [1, 49]) {
      place(total, 'card').thenRefused('invalid', cardRefusal, { paymentMethod: cardRefusal });
      place(total, 'razorpay').thenRefused('invalid', razorpayRefusal, { paymentMethod: razorpayRefusal });
    }
  });

  it('from 50 to 99 paise is placed for card, and refused for Razorpay', () => {
    for (const total of [50, 99]) {
      place(total, 'card').thenEvents([placedEvent(total, 'card')]);
      place(total, 'razorpay').thenRefused('invalid', razorpayRefusal);
    }
    place(100, 'razorpay').thenEvents([placedEvent(100, 'razorpay')]);
  });

  it('is placed with cash on delivery, whatever the total: it stays unpaid until delivered', () => {
    for (const total of [1, 49, 50, 99]) place(total, 'cod').thenEvents([placedEvent(total, 'cod')]);
  });
});
