import type { PaymentEvent } from '@verdant/domain/sales/order-payments';
import type { ReturnEvent } from '@verdant/domain/sales/order-returns';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { type ReturnView, returnsProjection } from './returns';

const spec = projectionSpecification(returnsProjection);
const ids = { orderId: 'o-1', customerId: 'c-asha', returnId: 'return-1' };
const orderIds = { orderId: 'o-1', customerId: 'c-asha' };
const requested: ReturnEvent = {
  type: 'ReturnRequested',
  data: {
    ...ids,
    reason: 'changed_mind',
    items: [
      { productId: 'p-jade', variantId: null, quantity: 2 },
      { productId: 'p-fig', variantId: 'v-large', quantity: 1 },
    ],
    note: 'Too big for the flat',
  },
};
const approved: ReturnEvent = {
  type: 'ReturnApproved',
  data: { ...ids, instructions: 'Courier on Monday.' },
};
const declined: ReturnEvent = { type: 'ReturnDeclined', data: { ...ids, reason: 'Repotted already.' } };
const received = (byHand: boolean): ReturnEvent => ({
  type: 'ReturnReceived',
  data: { ...ids, refundId: 'refund-return-1', amount: 39_800, byHand, refundDueBy: '2026-01-15' },
});
const gatewayRefund = (refundId: string): PaymentEvent => ({
  type: 'RefundRequested',
  data: {
    ...orderIds,
    refundId,
    gateway: 'razorpay',
    gatewayPaymentId: 'pay_1',
    amount: 39_800,
    settles: 'return-1',
  },
});
const completed = (refundId: string): PaymentEvent => ({
  type: 'RefundCompleted',
  data: { ...orderIds, refundId, gatewayRefundId: `rfnd_${refundId}`, amount: 39_800 },
});
const failed = (refundId: string): PaymentEvent => ({
  type: 'RefundFailed',
  data: { ...orderIds, refundId, reason: 'The bank sent it back' },
});
const paidByHand: PaymentEvent = {
  type: 'RefundPaidByHand',
  data: {
    ...orderIds,
    refundId: 'refund-return-1',
    amount: 39_800,
    method: 'upi',
    reference: '412345678901',
    settles: 'return-1',
  },
};

const requestedReturn: ReturnView = {
  _id: 'return-1',
  orderId: 'o-1',
  customerId: 'c-asha',
  reason: 'changed_mind',
  itemCount: 3,
  status: 'requested',
  requestedAt: recordedAt(0),
  decidedAt: null,
  receivedAt: null,
  refundAmount: null,
  refundDueBy: null,
  refundSettled: false,
  refundIds: [],
  completedRefundIds: [],
  updatedAt: recordedAt(0),
};
const receivedReturn = (at: number): ReturnView => ({
  ...requestedReturn,
  status: 'received',
  decidedAt: recordedAt(1),
  receivedAt: recordedAt(at),
  refundAmount: 39_800,
  refundDueBy: '2026-01-15',
  refundIds: ['refund-return-1'],
  updatedAt: recordedAt(at),
});

describe('returns read model', () => {
  it('lists a requested return with nothing the customer wrote, then the shop’s answer', async () => {
    await spec.given([requested]).thenReadModel({ returns: [requestedReturn] });
    await spec.given([requested, approved]).thenReadModel({
      returns: [
        { ...requestedReturn, status: 'approved', decidedAt: recordedAt(1), updatedAt: recordedAt(1) },
      ],
    });
    await spec.given([requested, declined]).thenReadModel({
      returns: [
        { ...requestedReturn, status: 'declined', decidedAt: recordedAt(1), updatedAt: recordedAt(1) },
      ],
    });
  });

  it('keeps a received return’s refund, due by its shop day, and settles it once paid back by hand', async () => {
    await spec.given([requested, approved, received(true)]).thenReadModel({ returns: [receivedReturn(2)] });
    await spec.given([requested, approved, received(true), paidByHand]).thenReadModel({
      returns: [
        {
          ...receivedReturn(2),
          refundSettled: true,
          completedRefundIds: ['refund-return-1'],
          updatedAt: recordedAt(3),
        },
      ],
    });
  });

  it('settles a gateway refund once it completes; a failure after that owes it again, until a retry completes', async () => {
    const asked = [requested, approved, received(false), gatewayRefund('refund-return-1')];
    const owed = { ...receivedReturn(2), updatedAt: recordedAt(3) };
    await spec.given(asked).thenReadModel({ returns: [owed] });
    await spec.given([...asked, completed('refund-return-1')]).thenReadModel({
      returns: [
        { ...owed, refundSettled: true, completedRefundIds: ['refund-return-1'], updatedAt: recordedAt(4) },
      ],
    });
    const bounced = [...asked, completed('refund-return-1'), failed('refund-return-1')];
    await spec.given(bounced).thenReadModel({ returns: [{ ...owed, updatedAt: recordedAt(5) }] });
    await spec
      .given([...bounced, gatewayRefund('refund-return-1-2'), completed('refund-return-1-2')])
      .thenReadModel({
        returns: [
          {
            ...owed,
            refundIds: ['refund-return-1', 'refund-return-1-2'],
            refundSettled: true,
            completedRefundIds: ['refund-return-1-2'],
            updatedAt: recordedAt(7),
          },
        ],
      });
  });

  it('is not settled by refunds of a claim, or of another order', async () => {
    const claimRefund: PaymentEvent = {
      type: 'RefundRequested',
      data: {
        ...orderIds,
        refundId: 'refund-claim-1',
        gateway: 'razorpay',
        gatewayPaymentId: 'pay_1',
        amount: 19_900,
        settles: 'claim-1',
      },
    };
    const elsewhere: PaymentEvent = {
      type: 'RefundCompleted',
      data: {
        orderId: 'o-2',
        customerId: 'c-ravi',
        refundId: 'refund-return-1',
        gatewayRefundId: 'r',
        amount: 1,
      },
    };
    await spec
      .given([
        requested,
        approved,
        received(false),
        claimRefund,
        completed('refund-claim-1'),
        elsewhere,
        completed('refund-return-1-other'),
      ])
      .thenReadModel({ returns: [receivedReturn(2)] });
  });
});
