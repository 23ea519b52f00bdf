import type { OrderEvent } from '@verdant/domain/sales/order';
import { reactionOf } from '@verdant/platform';
import { asProjected } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { orderMailsReaction } from './order-mails';
import { paymentMailsReaction } from './payment-mails';
import { shippingMailsReaction } from './shipping-mails';
import { stockFollowUpReaction } from './stock-follow-up';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const mails = reactionOf('order-mails', [orderMailsReaction, shippingMailsReaction, paymentMailsReaction]);

describe('reactions run as one', () => {
  it('handle every type their parts handle, each event by the part that handles it', () => {
    expect(mails.handles).toEqual([
      'OrderPlaced',
      'OrderCancelled',
      'OrderStatusChanged',
      'TrackingNumberSet',
      'PaymentCaptured',
      'RefundCompleted',
    ]);
    const shipped: OrderEvent = {
      type: 'OrderStatusChanged',
      data: { ...ids, from: 'processing', to: 'shipped' },
    };
    const event = asProjected(shipped, 3);
    expect(mails.jobFor(event)).toEqual(shippingMailsReaction.jobFor(event));
    expect(mails.jobFor(event)?.job.id).toBe('order-shipped-mail-o-1');
  });

  it('refuse parts that share an event type, whose second part would never be asked', () => {
    expect(() => reactionOf('both', [orderMailsReaction, stockFollowUpReaction])).toThrow(
      'both: its parts must handle disjoint event types (OrderCancelled)',
    );
  });
});
