import type { OrderEvent } from '@verdant/domain/sales/order';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { asProjected } from '@verdant/platform/testing';
import type { ReturnMailJob } from '@verdant/projections/reactions/jobs';
import { describe, expect, it } from 'vitest';
import { returnMailContent } from './return-mails';

const ORDER_URL = 'https://verdant.example/order/o-1';
const ids = { orderId: 'o-1', customerId: 'c-asha', returnId: 'return-1' };
const requested: OrderEvent = {
  type: 'ReturnRequested',
  data: {
    ...ids,
    reason: 'changed_mind',
    items: [{ productId: 'p-jade', variantId: null, quantity: 1 }],
    note: null,
  },
};
const declined: OrderEvent = {
  type: 'ReturnDeclined',
  data: { ...ids, reason: 'Plants are not taken back once repotted.' },
};
const received: OrderEvent = {
  type: 'ReturnReceived',
  data: { ...ids, refundId: 'refund-return-1', amount: 19_900, byHand: false, refundDueBy: '2026-12-18' },
};
const claimPaidBack: OrderEvent = {
  type: 'RefundPaidByHand',
  data: {
    orderId: 'o-1',
    customerId: 'c-asha',
    refundId: 'refund-claim-1',
    amount: 19_900,
    method: 'upi',
    reference: 'UPI-1234',
    settles: 'claim-1',
  },
};

/** What the mail of the last of `events` says, as the order stood then. */
function mailAfter(events: OrderEvent[], kind: ReturnMailJob['kind'], returnId = 'return-1') {
  const history: OrderEvent[] = [{ type: 'OrderPlaced', data: ashasOrder }, ...events];
  const order = history
    .map((event, index) => asProjected(event, index))
    .reduce<OrderRecord | null>(evolveOrderRecord, null)!;
  const job: ReturnMailJob = { kind, orderId: 'o-1', returnId, revision: history.length - 1 };
  return returnMailContent(job, { ...order, customer: order.customer! }, history.at(-1), ORDER_URL);
}

describe('the mails of a return', () => {
  it('tells a declined return with the shop’s reason', () => {
    const mail = mailAfter([requested, declined], 'return-declined');
    expect(mail?.subject).toBe('Your return for Verdant order #o-1');
    expect(mail?.blocks).toContainEqual({
      type: 'paragraph',
      text: 'Plants are not taken back once repotted.',
    });
  });

  it('tells a received return’s refund, the way it was paid and by when', () => {
    const mail = mailAfter([requested, received], 'return-received');
    expect(mail?.subject).toBe('We have received your return for Verdant order #o-1');
    expect(mail?.blocks).toContainEqual({
      type: 'paragraph',
      text: 'A refund of ₹199.00 has started. It goes back the way you paid, by 18 December 2026 at the latest.',
    });
  });

  it('tells nothing of money paid back for a claim, nor of another return', () => {
    expect(mailAfter([requested, claimPaidBack], 'return-refund-paid', 'claim-1')).toBeNull();
    expect(mailAfter([requested], 'return-requested', 'return-2')).toBeNull();
  });
});
