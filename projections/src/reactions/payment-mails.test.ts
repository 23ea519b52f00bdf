import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { reactionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { MAIL_QUEUE, MAIL_TRIES } from './jobs';
import { paymentMailsReaction } from './payment-mails';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const placedOnline: OrderEvent = { type: 'OrderPlaced', data: { ...ashasOrder, paymentMethod: 'razorpay' } };
const captured = (gatewayPaymentId: string): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { ...ids, gateway: 'razorpay', gatewayPaymentId, amount: 49_700, via: 'callback' },
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
const refunded = (gatewayPaymentId: string): OrderEvent => ({
  type: 'RefundCompleted',
  data: {
    ...ids,
    refundId: `refund-${gatewayPaymentId}`,
    gatewayRefundId: `rfnd_${gatewayPaymentId}`,
    amount: 49_700,
  },
});

describe('payment mails reaction', () => {
  const spec = reactionSpecification(paymentMailsReaction);

  it('asks for one mail when the payment arrives, told as the order stood then, and one per refund completed', () => {
    spec
      .given([
        placedOnline,
        captured('pay_1'),
        captured('pay_2'),
        refundRequested('pay_2'),
        refunded('pay_2'),
      ])
      .thenJobs([
        {
          queue: MAIL_QUEUE,
          job: {
            id: 'payment-received-mail-o-1',
            name: 'payment-received-mail',
            payload: { kind: 'payment-received', orderId: 'o-1', revision: 1 },
          },
          options: MAIL_TRIES,
        },
        {
          queue: MAIL_QUEUE,
          job: {
            id: 'payment-received-mail-o-1',
            name: 'payment-received-mail',
            payload: { kind: 'payment-received', orderId: 'o-1', revision: 2 },
          },
          options: MAIL_TRIES,
        },
        {
          queue: MAIL_QUEUE,
          job: {
            id: 'refund-completed-mail-refund-pay_2',
            name: 'refund-completed-mail',
            payload: { kind: 'refund-completed', orderId: 'o-1', refundId: 'refund-pay_2' },
          },
          options: MAIL_TRIES,
        },
      ]);
  });

  it('asks for none when the courier collects cash on delivery: the delivered mail says enough', () => {
    spec
      .given([
        { type: 'OrderPlaced', data: ashasOrder },
        {
          type: 'PaymentCaptured',
          data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: 49_700, via: 'delivery' },
        },
      ])
      .thenJobs([]);
  });

  it('asks for none for an order with nothing to pay: its confirmation says so', () => {
    spec
      .given([
        {
          type: 'OrderPlaced',
          data: { ...ashasOrder, total: 0, paymentMethod: 'none', paymentStatus: 'paid' },
        },
        {
          type: 'PaymentCaptured',
          data: { ...ids, gateway: 'none', gatewayPaymentId: null, amount: 0, via: 'placement' },
        },
      ])
      .thenJobs([]);
  });
});
