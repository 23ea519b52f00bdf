import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { describe, expect, it } from 'vitest';
import { asProjected } from '../testing/projection-specification';
import { evolveOrderRecord, type OrderRecord } from './order-record';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const placedOnline: OrderEvent = {
  type: 'OrderPlaced',
  data: { ...ashasOrder, paymentMethod: 'razorpay', paymentStatus: 'pending' },
};
const capturedBy = (gateway: 'test' | 'razorpay'): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { ...ids, gateway, gatewayPaymentId: `${gateway}_pay_1`, amount: 49_700, via: 'callback' },
});
const recordAfter = (events: OrderEvent[]) =>
  events.map((event, index) => asProjected(event, index)).reduce<OrderRecord | null>(evolveOrderRecord, null);

describe('an order record in the back office', () => {
  it('is marked test mode once the test-mode gateway took its payment', () => {
    expect(recordAfter([placedOnline])).toMatchObject({ paymentStatus: 'pending', testMode: false });
    expect(recordAfter([placedOnline, capturedBy('test')])).toMatchObject({
      paymentStatus: 'paid',
      testMode: true,
    });
  });

  it('is not marked when a real gateway took the money', () => {
    expect(recordAfter([placedOnline, capturedBy('razorpay')])).toMatchObject({
      paymentStatus: 'paid',
      testMode: false,
    });
  });
});
