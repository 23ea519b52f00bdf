import type { OrderEvent, OrderStatus } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { reactionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { MAIL_QUEUE, MAIL_TRIES } from './jobs';
import { shippingMailsReaction } from './shipping-mails';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const placed: OrderEvent = { type: 'OrderPlaced', data: ashasOrder };
const moved = (from: OrderStatus, to: OrderStatus): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { ...ids, from, to },
});
const tracked = (trackingNumber: string | null): OrderEvent => ({
  type: 'TrackingNumberSet',
  data: { ...ids, trackingNumber },
});
const mail = (id: string, kind: string, revision: number) => ({
  queue: MAIL_QUEUE,
  job: { id, name: `${kind}-mail`, payload: { kind, orderId: 'o-1', revision } },
  options: MAIL_TRIES,
});

describe('shipping mails reaction', () => {
  const spec = reactionSpecification(shippingMailsReaction);

  it('asks for one mail when the order ships and one when it is delivered, told as it stood then', () => {
    spec
      .given([
        placed,
        moved('pending', 'processing'),
        moved('processing', 'shipped'),
        moved('shipped', 'delivered'),
      ])
      .thenJobs([
        mail('order-shipped-mail-o-1', 'order-shipped', 2),
        mail('order-delivered-mail-o-1', 'order-delivered', 3),
      ]);
  });

  it('names the shipped mail by the order, so an order shipped again is announced once', () => {
    spec
      .given([
        placed,
        moved('pending', 'shipped'),
        moved('shipped', 'processing'),
        moved('processing', 'shipped'),
      ])
      .thenJobs([
        mail('order-shipped-mail-o-1', 'order-shipped', 1),
        mail('order-shipped-mail-o-1', 'order-shipped', 3),
      ]);
  });

  it('asks for a mail per tracking number set, and none for one cleared', () => {
    spec
      .given([placed, moved('pending', 'shipped'), tracked('BLR123'), tracked(null), tracked('BLR456')])
      .thenJobs([
        mail('order-shipped-mail-o-1', 'order-shipped', 1),
        mail('tracking-number-mail-o-1-2', 'tracking-number', 2),
        mail('tracking-number-mail-o-1-4', 'tracking-number', 4),
      ]);
  });
});
