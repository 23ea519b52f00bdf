import { describe, expect, it } from 'vitest';
import { type OrderEvent, orderDecider } from './order';
import { evolveOrderRecord, type OrderRecord, type TimedOrderEvent } from './order-record';
import { ashasOrder } from './testing/orders';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const placedOnline: OrderEvent = {
  type: 'OrderPlaced',
  data: { ...ashasOrder, paymentMethod: 'razorpay', paymentStatus: 'pending' },
};
const capturedBy = (gateway: 'test' | 'razorpay'): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { ...ids, gateway, gatewayPaymentId: `${gateway}_pay_1`, amount: 49_700, via: 'callback' },
});
const minute = (index: number) => new Date(Date.UTC(2026, 11, 1, 10, index)).toISOString();
const timed = (event: OrderEvent, index: number): TimedOrderEvent => ({
  ...event,
  metadata: { at: minute(index) },
});
const recordAfter = (events: OrderEvent[]) =>
  events.map(timed).reduce<OrderRecord | null>(evolveOrderRecord, null);

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

  it('is the order as its own decisions fold it, with when it was placed, cancelled and last changed', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { ...ids, reason: 'Out of stock', cancelledBy: 'admin', total: 49_700, couponCode: null },
    };
    const events = [placedOnline, capturedBy('razorpay'), cancelled];
    const { placedAt, itemCount, testMode, cancelledAt, updatedAt, ...order } = recordAfter(events)!;
    expect(order).toEqual(events.reduce(orderDecider.evolve, orderDecider.initialState()));
    expect(order).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancellationReason: 'Out of stock',
    });
    expect({ placedAt, itemCount, testMode, cancelledAt, updatedAt }).toEqual({
      placedAt: minute(0),
      itemCount: 2,
      testMode: false,
      cancelledAt: minute(2),
      updatedAt: minute(2),
    });
  });
});
