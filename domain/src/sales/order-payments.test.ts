import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type OrderCommand, type OrderEvent, orderDecider } from './order';
import {
  failedRefunds,
  NOT_PAYABLE,
  PAID_ALREADY,
  PAYMENT_MISMATCH,
  paymentStatusOf,
  REFUND_NOT_RETRYABLE,
} from './order-payments';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(orderDecider);
const ids = { orderId: 'o-1', customerId: 'c-asha' };
/** Asha's order paid online: ₹497 through the gateway. */
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { ...ashasOrder, paymentMethod: 'razorpay', paymentStatus: 'pending' },
};
const placedCod: OrderEvent = { type: 'OrderPlaced', data: ashasOrder };
const initiated: OrderEvent = {
  type: 'PaymentInitiated',
  data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
};
const capture = (
  gatewayPaymentId: string,
  overrides: Partial<{ amount: number; currency: string; gatewayOrderId: string }> = {},
): OrderCommand => ({
  type: 'CapturePayment',
  data: {
    orderId: 'o-1',
    gatewayOrderId: 'order_R1',
    gatewayPaymentId,
    amount: 49_700,
    currency: 'INR',
    via: 'callback',
    ...overrides,
  },
});
const captured = (gatewayPaymentId: string, via: 'callback' | 'webhook' = 'callback'): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { ...ids, gateway: 'razorpay', gatewayPaymentId, amount: 49_700, via },
});
const refundRequested = (gatewayPaymentId: string): OrderEvent => ({
  type: 'RefundRequested',
  data: {
    ...ids,
    refundId: `refund-${gatewayPaymentId}`,
    gateway: 'razorpay',
    gatewayPaymentId,
    amount: 49_700,
    settles: null,
  },
});
const cancelledBy = (by: 'customer' | 'admin' | 'system', reason: string): OrderEvent => ({
  type: 'OrderCancelled',
  data: { ...ids, reason, cancelledBy: by, total: 49_700, couponCode: null },
});

describe('paying an order online', () => {
  it('opens a payment for the order total with a gateway, once per gateway order', () => {
    const initiate: OrderCommand = {
      type: 'InitiatePayment',
      data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
    };
    spec.given([placed]).when(initiate).thenEvents([initiated]);
    spec
      .given([placed])
      .when({ ...initiate, data: { ...initiate.data, amount: 100 } } as OrderCommand)
      .thenRefused('invalid', PAYMENT_MISMATCH);
  });

  it('records the shopper going back to a payment opened before: the time to pay starts again', () => {
    const initiate: OrderCommand = {
      type: 'InitiatePayment',
      data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
    };
    spec
      .given([placed, initiated])
      .when(initiate)
      .thenEvents([
        { type: 'PaymentResumed', data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R1' } },
      ]);
  });

  it('stops a gateway payment once, and never offers it again', () => {
    const cancel: OrderCommand = {
      type: 'CancelPayment',
      data: { orderId: 'o-1', gatewayOrderId: 'order_R1', reason: 'Payment not received within 30 minutes' },
    };
    const cancelledPayment: OrderEvent = {
      type: 'PaymentCancelled',
      data: {
        ...ids,
        gateway: 'razorpay',
        gatewayOrderId: 'order_R1',
        reason: 'Payment not received within 30 minutes',
      },
    };
    spec.given([placed, initiated]).when(cancel).thenEvents([cancelledPayment]);
    spec.given([placed, initiated, cancelledPayment]).when(cancel).thenNothingHappens();
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(cancel)
      .thenNothingHappens();
    spec
      .given([placed, initiated, cancelledPayment])
      .when({
        type: 'InitiatePayment',
        data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
      })
      .thenRefused('invalid', NOT_PAYABLE);
  });

  it('opens another gateway order for the same order (a second server), both payable', () => {
    const second: OrderEvent = {
      type: 'PaymentInitiated',
      data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R2', amount: 49_700 },
    };
    spec
      .given([placed, initiated])
      .when({
        type: 'InitiatePayment',
        data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_R2', amount: 49_700 },
      })
      .thenEvents([second]);
    spec
      .given([placed, initiated, second])
      .when(capture('pay_2', { gatewayOrderId: 'order_R2' }))
      .thenEvents([captured('pay_2')]);
  });

  it('refuses nothing it should not: the amount of a new gateway order is the order total', () => {
    const initiate: OrderCommand = {
      type: 'InitiatePayment',
      data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
    };
    spec
      .given([placed])
      .when({ ...initiate, data: { ...initiate.data, amount: 100 } } as OrderCommand)
      .thenRefused('invalid', PAYMENT_MISMATCH);
  });

  it('refuses to open a payment for a cash order, a cancelled one or a paid one', () => {
    const initiate: OrderCommand = {
      type: 'InitiatePayment',
      data: { orderId: 'o-1', gateway: 'razorpay', gatewayOrderId: 'order_R2', amount: 49_700 },
    };
    spec.given([placedCod]).when(initiate).thenRefused('invalid', NOT_PAYABLE);
    spec
      .given([placed, cancelledBy('customer', 'Cancelled by customer')])
      .when(initiate)
      .thenRefused('invalid', NOT_PAYABLE);
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(initiate)
      .thenRefused('invalid', PAID_ALREADY);
  });

  it('records a capture once, whichever of the callback, the webhook and the shop asking comes first', () => {
    spec
      .given([placed, initiated])
      .when(capture('pay_1'))
      .thenEvents([captured('pay_1')]);
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(capture('pay_1'))
      .thenNothingHappens();
    spec
      .given([placed, initiated, captured('pay_1', 'webhook')])
      .when({
        ...capture('pay_1'),
        data: { ...(capture('pay_1').data as object), via: 'reconciliation' },
      } as OrderCommand)
      .thenNothingHappens();
  });

  it('refuses a capture for a gateway order not opened for this order', () => {
    spec
      .given([placed, initiated])
      .when(capture('pay_1', { gatewayOrderId: 'order_OTHER' }))
      .thenRefused('invalid', PAYMENT_MISMATCH);
    spec.given([placed]).when(capture('pay_1')).thenRefused('invalid', PAYMENT_MISMATCH);
  });

  it('records money in another amount or currency as a mismatch, gives it back, and never counts it as paid', () => {
    const mismatched = (amount: number, currency: string): OrderEvent => ({
      type: 'PaymentMismatched',
      data: {
        ...ids,
        gateway: 'razorpay',
        gatewayOrderId: 'order_R1',
        gatewayPaymentId: 'pay_fee',
        amount,
        currency,
        expectedAmount: 49_700,
      },
    });
    const refund = (amount: number): OrderEvent => ({
      type: 'RefundRequested',
      data: {
        ...ids,
        refundId: 'refund-pay_fee',
        gateway: 'razorpay',
        gatewayPaymentId: 'pay_fee',
        amount,
        settles: null,
      },
    });
    spec
      .given([placed, initiated])
      .when(capture('pay_fee', { amount: 50_873 }))
      .thenEvents([mismatched(50_873, 'INR'), refund(50_873)]);
    spec
      .given([placed, initiated])
      .when(capture('pay_fee', { currency: 'USD', amount: 600 }))
      .thenEvents([mismatched(600, 'USD'), refund(600)]);
    spec
      .given([placed, initiated, mismatched(50_873, 'INR'), refund(50_873)])
      .when(capture('pay_fee', { amount: 50_873 }))
      .thenNothingHappens();
    const order = [placed, initiated, mismatched(50_873, 'INR'), refund(50_873)].reduce(
      orderDecider.evolve,
      orderDecider.initialState(),
    )!;
    expect(paymentStatusOf(true, order.payment)).toBe('pending');
  });

  it('gives back at once money taken for a cancelled order, or a second payment of a paid one', () => {
    spec
      .given([placed, initiated, cancelledBy('system', 'Payment not received within 30 minutes')])
      .when(capture('pay_1'))
      .thenEvents([captured('pay_1'), refundRequested('pay_1')]);
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(capture('pay_2'))
      .thenEvents([captured('pay_2'), refundRequested('pay_2')]);
  });

  it('records a failed try once, and none once the order is paid; the order stays payable', () => {
    const fail: OrderCommand = {
      type: 'FailPayment',
      data: {
        orderId: 'o-1',
        gatewayOrderId: 'order_R1',
        gatewayPaymentId: 'pay_x',
        reason: 'Card declined',
      },
    };
    const failed: OrderEvent = {
      type: 'PaymentFailed',
      data: { ...ids, gateway: 'razorpay', gatewayPaymentId: 'pay_x', reason: 'Card declined' },
    };
    spec.given([placed, initiated]).when(fail).thenEvents([failed]);
    spec.given([placed, initiated, failed]).when(fail).thenNothingHappens();
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(fail)
      .thenNothingHappens();
    spec
      .given([placed, initiated, failed])
      .when(capture('pay_1'))
      .thenEvents([captured('pay_1')]);
  });

  it('records a declined try the gateway names no payment for once per reason, however often it is read', () => {
    const fail = (gatewayPaymentId: string | null, reason: string): OrderCommand => ({
      type: 'FailPayment',
      data: { orderId: 'o-1', gatewayOrderId: 'order_R1', gatewayPaymentId, reason },
    });
    const failed = (gatewayPaymentId: string | null, reason: string): OrderEvent => ({
      type: 'PaymentFailed',
      data: { ...ids, gateway: 'razorpay', gatewayPaymentId, reason },
    });
    spec
      .given([placed, initiated, failed(null, 'Your card was declined.')])
      .when(fail(null, 'Your card was declined.'))
      .thenNothingHappens();
    spec
      .given([placed, initiated, failed('ch_1', 'Your card was declined.')])
      .when(fail('ch_2', 'Your card was declined.'))
      .thenEvents([failed('ch_2', 'Your card was declined.')]);
  });
});

describe('cancelling a paid order', () => {
  it('refunds every online payment when the customer cancels', () => {
    spec
      .given([placed, initiated, captured('pay_1')])
      .when({ type: 'CancelOrderAsCustomer', data: ids })
      .thenEvents([cancelledBy('customer', 'Cancelled by customer'), refundRequested('pay_1')]);
  });

  it('refunds every online payment when the shop cancels, once, with the reason it gives', () => {
    const cancel: OrderCommand = {
      type: 'CancelOrderAsAdmin',
      data: { orderId: 'o-1', reason: ' Out of stock ' },
    };
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(cancel)
      .thenEvents([cancelledBy('admin', 'Out of stock'), refundRequested('pay_1')]);
    spec
      .given([
        placed,
        initiated,
        captured('pay_1'),
        cancelledBy('admin', 'Out of stock'),
        refundRequested('pay_1'),
      ])
      .when(cancel)
      .thenNothingHappens();
  });

  it('cancels an unpaid online order past its time, by the system, and leaves a paid one alone', () => {
    const expire: OrderCommand = {
      type: 'ExpireUnpaidOrder',
      data: { orderId: 'o-1', reason: 'Payment not received within 30 minutes', attemptsSeen: 1 },
    };
    spec
      .given([placed, initiated])
      .when(expire)
      .thenEvents([cancelledBy('system', 'Payment not received within 30 minutes')]);
    spec
      .given([placed, initiated, captured('pay_1')])
      .when(expire)
      .thenNothingHappens();
    spec.given([placedCod]).when(expire).thenNothingHappens();
  });

  it('does not expire an order whose shopper tried to pay again after the expiry was decided on', () => {
    const resumed: OrderEvent = {
      type: 'PaymentResumed',
      data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R1' },
    };
    spec
      .given([placed, initiated, resumed])
      .when({
        type: 'ExpireUnpaidOrder',
        data: { orderId: 'o-1', reason: 'Payment not received within 30 minutes', attemptsSeen: 1 },
      })
      .thenNothingHappens();
  });
});

describe('refunds', () => {
  const requested = [
    placed,
    initiated,
    captured('pay_1'),
    cancelledBy('customer', 'Cancelled by customer'),
    refundRequested('pay_1'),
  ];
  const complete: OrderCommand = {
    type: 'CompleteRefund',
    data: { orderId: 'o-1', refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1' },
  };
  const completed: OrderEvent = {
    type: 'RefundCompleted',
    data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1', amount: 49_700 },
  };
  const failed: OrderEvent = {
    type: 'RefundFailed',
    data: { ...ids, refundId: 'refund-pay_1', reason: 'Gateway unavailable' },
  };

  it('records the gateway completing a refund once', () => {
    spec.given(requested).when(complete).thenEvents([completed]);
    spec
      .given([...requested, completed])
      .when(complete)
      .thenNothingHappens();
  });

  const accepted: OrderEvent = {
    type: 'RefundAccepted',
    data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1' },
  };

  it('records the gateway taking a refund on once, then its completion', () => {
    const accept: OrderCommand = {
      type: 'AcceptRefund',
      data: { orderId: 'o-1', refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1' },
    };
    spec.given(requested).when(accept).thenEvents([accepted]);
    spec
      .given([...requested, accepted])
      .when(accept)
      .thenNothingHappens();
    spec
      .given([...requested, accepted])
      .when(complete)
      .thenEvents([completed]);
  });

  it('asks again for a failed refund only when an admin decides, under a new key, and only once', () => {
    const retry: OrderCommand = { type: 'RetryRefund', data: { orderId: 'o-1', refundId: 'refund-pay_1' } };
    const retried: OrderEvent = {
      type: 'RefundRequested',
      data: {
        ...ids,
        refundId: 'refund-pay_1-2',
        gateway: 'razorpay',
        gatewayPaymentId: 'pay_1',
        amount: 49_700,
        settles: null,
      },
    };
    spec
      .given([...requested, failed])
      .when(retry)
      .thenEvents([retried]);
    spec.given(requested).when(retry).thenRefused('invalid', REFUND_NOT_RETRYABLE);
    spec
      .given([...requested, failed, retried])
      .when(retry)
      .thenRefused('invalid', REFUND_NOT_RETRYABLE);
    spec
      .given([...requested, completed])
      .when(retry)
      .thenRefused('invalid', REFUND_NOT_RETRYABLE);
    const order = [...requested, failed, retried].reduce(orderDecider.evolve, orderDecider.initialState())!;
    expect(failedRefunds(order.payment)).toEqual([]);
  });

  it('records a refund returned by the bank after it completed: the order holds the money again', () => {
    const fail: OrderCommand = {
      type: 'FailRefund',
      data: { orderId: 'o-1', refundId: 'refund-pay_1', reason: 'Gateway unavailable' },
    };
    spec
      .given([...requested, completed])
      .when(fail)
      .thenEvents([failed]);
    const order = [...requested, completed, failed].reduce(orderDecider.evolve, orderDecider.initialState())!;
    expect(paymentStatusOf(true, order.payment)).toBe('paid');
  });

  it('records a failed refund once, and a completion the gateway reports later still counts', () => {
    const fail: OrderCommand = {
      type: 'FailRefund',
      data: { orderId: 'o-1', refundId: 'refund-pay_1', reason: 'Gateway unavailable' },
    };
    spec.given(requested).when(fail).thenEvents([failed]);
    spec
      .given([...requested, failed])
      .when(fail)
      .thenNothingHappens();
    spec
      .given([...requested, failed])
      .when(complete)
      .thenEvents([completed]);
  });

  it('moves the payment status from pending to paid to refunded', () => {
    const statusAfter = (events: OrderEvent[]) => {
      const order = events.reduce(orderDecider.evolve, orderDecider.initialState())!;
      return paymentStatusOf(order.paymentMethod !== 'cod', order.payment);
    };
    expect(statusAfter([placed, initiated])).toBe('pending');
    expect(statusAfter([placed, initiated, captured('pay_1')])).toBe('paid');
    expect(statusAfter([...requested])).toBe('paid');
    expect(statusAfter([...requested, completed])).toBe('refunded');
    expect(statusAfter([placedCod])).toBe('unpaid');
  });
});

describe('cash on delivery', () => {
  it('is paid when the order is marked delivered', () => {
    spec
      .given([placedCod])
      .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'delivered' } })
      .thenEvents([
        { type: 'OrderStatusChanged', data: { ...ids, from: 'pending', to: 'delivered' } },
        {
          type: 'PaymentCaptured',
          data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: 49_700, via: 'delivery' },
        },
      ]);
  });
});
