import type { PaymentEvent } from '@verdant/domain/sales/order-payments';
import type { ReturnEvent } from '@verdant/domain/sales/order-returns';
import { reactionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { MAIL_QUEUE, MAIL_TRIES } from './jobs';
import { returnMailsReaction } from './return-mails';

const orderIds = { orderId: 'o-1', customerId: 'c-asha' };
const ids = { ...orderIds, returnId: 'return-1' };
const requested: ReturnEvent = {
  type: 'ReturnRequested',
  data: {
    ...ids,
    reason: 'changed_mind',
    items: [{ productId: 'p-jade', variantId: null, quantity: 1 }],
    note: null,
  },
};
const approved: ReturnEvent = {
  type: 'ReturnApproved',
  data: { ...ids, instructions: 'Courier on Monday.' },
};
const declined: ReturnEvent = { type: 'ReturnDeclined', data: { ...ids, reason: 'Repotted already.' } };
const received: ReturnEvent = {
  type: 'ReturnReceived',
  data: { ...ids, refundId: 'refund-return-1', amount: 19_900, byHand: true, refundDueBy: '2026-01-15' },
};
const paidBack = (settles: string | null): PaymentEvent => ({
  type: 'RefundPaidByHand',
  data: {
    ...orderIds,
    refundId: `refund-${settles}`,
    amount: 19_900,
    method: 'upi',
    reference: 'UPI-1',
    settles,
  },
});
const gatewayRefund: PaymentEvent = {
  type: 'RefundRequested',
  data: {
    ...orderIds,
    refundId: 'refund-return-1',
    gateway: 'razorpay',
    gatewayPaymentId: 'pay_1',
    amount: 19_900,
    settles: 'return-1',
  },
};
const mail = (kind: string, revision: number, returnId = 'return-1') => ({
  queue: MAIL_QUEUE,
  job: {
    id: `${kind}-mail-o-1-${revision}`,
    name: `${kind}-mail`,
    payload: { kind, orderId: 'o-1', returnId, revision },
  },
  options: MAIL_TRIES,
});

describe('return mails reaction', () => {
  const spec = reactionSpecification(returnMailsReaction);

  it('asks for a mail at each step of a return, each told as the order stood then', () => {
    spec
      .given([requested, approved, received, gatewayRefund, paidBack('return-1')])
      .thenJobs([
        mail('return-requested', 0),
        mail('return-approved', 1),
        mail('return-received', 2),
        mail('return-refund-paid', 4),
      ]);
    spec.given([requested, declined]).thenJobs([mail('return-requested', 0), mail('return-declined', 1)]);
  });

  it('mails no money paid back by hand that settles nothing', () => {
    spec.given([paidBack(null)]).thenJobs([]);
  });
});
