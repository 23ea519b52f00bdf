import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import {
  NOT_CANCELLABLE,
  NOT_PAID_YET,
  ORDER_CANCELLED_ALREADY,
  ORDER_NOT_FOUND,
  type OrderCommand,
  type OrderEvent,
  type OrderStatus,
  orderDecider,
  TRACKING_NUMBER_INVALID,
} from './order';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(orderDecider);
const placed: OrderEvent = { type: 'OrderPlaced', data: ashasOrder };
const cancelByAsha: OrderCommand = {
  type: 'CancelOrderAsCustomer',
  data: { orderId: 'o-1', customerId: 'c-asha' },
};
const cancelledByAsha: OrderEvent = {
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
const moved = (from: OrderStatus, to: OrderStatus): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId: 'o-1', customerId: 'c-asha', from, to },
});

describe('order', () => {
  it('is placed once: placing the same order again records nothing', () => {
    spec.given([]).when({ type: 'PlaceOrder', data: ashasOrder }).thenEvents([placed]);
    spec.given([placed]).when({ type: 'PlaceOrder', data: ashasOrder }).thenNothingHappens();
  });

  describe('cancelled by its customer', () => {
    it('while pending or processing, as cancelled by the customer, with the value it takes back', () => {
      spec.given([placed]).when(cancelByAsha).thenEvents([cancelledByAsha]);
      spec
        .given([placed, moved('pending', 'processing')])
        .when(cancelByAsha)
        .thenEvents([cancelledByAsha]);
    });

    it('refused once shipped or delivered, or cancelled already, with the shop phone to call', () => {
      spec
        .given([placed, moved('pending', 'shipped')])
        .when(cancelByAsha)
        .thenRefused('invalid', NOT_CANCELLABLE);
      spec
        .given([placed, moved('pending', 'delivered')])
        .when(cancelByAsha)
        .thenRefused('invalid', NOT_CANCELLABLE);
      spec.given([placed, cancelledByAsha]).when(cancelByAsha).thenRefused('invalid', NOT_CANCELLABLE);
    });

    it("answers another customer's order exactly as a missing one", () => {
      const byRavi: OrderCommand = {
        type: 'CancelOrderAsCustomer',
        data: { orderId: 'o-1', customerId: 'c-ravi' },
      };
      spec.given([placed]).when(byRavi).thenRefused('not_found', ORDER_NOT_FOUND);
      spec.given([]).when(cancelByAsha).thenRefused('not_found', ORDER_NOT_FOUND);
    });

    it('names the shop phone in the refusal', () => {
      spec
        .given([placed, moved('pending', 'shipped')])
        .when(cancelByAsha)
        .thenRefused(
          'invalid',
          'This order cannot be cancelled. Please contact us at +91 80 4567 8910 for assistance.',
        );
    });
  });

  describe('moved along by the shop', () => {
    it('records the status it left and the one it took, and nothing for the same status', () => {
      spec
        .given([placed])
        .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'shipped' } })
        .thenEvents([moved('pending', 'shipped')]);
      spec
        .given([placed, moved('pending', 'shipped')])
        .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'shipped' } })
        .thenNothingHappens();
    });

    it('prepares and sends an order paid online only once its money has come', () => {
      const placedOnline: OrderEvent = {
        type: 'OrderPlaced',
        data: { ...ashasOrder, paymentMethod: 'razorpay', paymentStatus: 'pending' },
      };
      for (const status of ['processing', 'shipped', 'delivered'] as const) {
        spec
          .given([placedOnline])
          .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status } })
          .thenRefused('invalid', NOT_PAID_YET);
      }
      const paid: OrderEvent = {
        type: 'PaymentCaptured',
        data: {
          orderId: 'o-1',
          customerId: 'c-asha',
          gateway: 'razorpay',
          gatewayPaymentId: 'pay_1',
          amount: 49_700,
          via: 'callback',
        },
      };
      spec
        .given([placedOnline, paid])
        .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'shipped' } })
        .thenEvents([moved('pending', 'shipped')]);
    });

    it('leaves a cancelled order cancelled, and has no missing order to move', () => {
      spec
        .given([placed, cancelledByAsha])
        .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'processing' } })
        .thenRefused('invalid', ORDER_CANCELLED_ALREADY);
      spec
        .given([])
        .when({ type: 'ChangeOrderStatus', data: { orderId: 'o-1', status: 'processing' } })
        .thenRefused('not_found', ORDER_NOT_FOUND);
    });
  });

  describe('tracked by the shop', () => {
    const setTracking = (trackingNumber: string | null): OrderCommand => ({
      type: 'SetTrackingNumber',
      data: { orderId: 'o-1', trackingNumber },
    });
    const trackingSet = (trackingNumber: string | null): OrderEvent => ({
      type: 'TrackingNumberSet',
      data: { orderId: 'o-1', customerId: 'c-asha', trackingNumber },
    });

    it('records the number trimmed, nothing for the same one, and clearing it', () => {
      spec
        .given([placed])
        .when(setTracking('  DTDC123456789IN '))
        .thenEvents([trackingSet('DTDC123456789IN')]);
      spec
        .given([placed, trackingSet('DTDC123456789IN')])
        .when(setTracking('DTDC123456789IN'))
        .thenNothingHappens();
      spec
        .given([placed, trackingSet('DTDC123456789IN')])
        .when(setTracking('  '))
        .thenEvents([trackingSet(null)]);
      spec.given([placed]).when(setTracking(null)).thenNothingHappens();
    });

    it('refuses a number over 64 characters or with control characters, and a missing order', () => {
      spec
        .given([placed])
        .when(setTracking('X'.repeat(65)))
        .thenRefused('invalid', TRACKING_NUMBER_INVALID);
      spec.given([placed]).when(setTracking('AB\n12')).thenRefused('invalid', TRACKING_NUMBER_INVALID);
      spec.given([placed]).when(setTracking('AB\u007f12')).thenRefused('invalid', TRACKING_NUMBER_INVALID);
      spec.given([]).when(setTracking('AB12')).thenRefused('not_found', ORDER_NOT_FOUND);
    });
  });

  describe('cancelled by the shop', () => {
    it('with the reason given (blank when none), by the admin, in any status but cancelled', () => {
      const cancelledByShop = (reason: string): OrderEvent => ({
        type: 'OrderCancelled',
        data: {
          orderId: 'o-1',
          customerId: 'c-asha',
          reason,
          cancelledBy: 'admin',
          total: 49_700,
          couponCode: null,
        },
      });
      spec
        .given([placed, moved('pending', 'shipped')])
        .when({ type: 'CancelOrderAsAdmin', data: { orderId: 'o-1', reason: ' Lost in transit ' } })
        .thenEvents([cancelledByShop('Lost in transit')]);
      spec
        .given([placed])
        .when({ type: 'CancelOrderAsAdmin', data: { orderId: 'o-1', reason: '' } })
        .thenEvents([cancelledByShop('')]);
      spec
        .given([placed, cancelledByAsha])
        .when({ type: 'CancelOrderAsAdmin', data: { orderId: 'o-1', reason: 'Again' } })
        .thenNothingHappens();
    });
  });
});
