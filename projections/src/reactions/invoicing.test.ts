import type { OrderEvent, OrderStatus } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { reactionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { invoicingReaction } from './invoicing';
import { FIVE_TRIES, INVOICES_QUEUE, type InvoiceJob } from './jobs';

const ids = { orderId: 'o-1', customerId: 'c-asha' };
const placed: OrderEvent = { type: 'OrderPlaced', data: ashasOrder };
const moved = (from: OrderStatus, to: OrderStatus): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { ...ids, from, to },
});
const job = (id: string, payload: InvoiceJob) => ({
  queue: INVOICES_QUEUE,
  job: { id, name: payload.kind, payload },
  options: FIVE_TRIES,
});

describe('invoicing reaction', () => {
  const spec = reactionSpecification(invoicingReaction);

  it('asks for the invoice when the order ships and again when it is delivered, dated by each event', () => {
    spec
      .given([
        placed,
        moved('pending', 'processing'),
        moved('processing', 'shipped'),
        moved('shipped', 'delivered'),
      ])
      .thenJobs([
        job('invoice-at-shipment-o-1', {
          kind: 'issue-invoice',
          orderId: 'o-1',
          at: 'shipment',
          issuedAt: recordedAt(2),
        }),
        job('invoice-at-delivery-o-1', {
          kind: 'issue-invoice',
          orderId: 'o-1',
          at: 'delivery',
          issuedAt: recordedAt(3),
        }),
      ]);
  });

  it('asks for a credit note on a cancellation, a return received and a claim refunded, one per cause', () => {
    spec
      .given([
        placed,
        {
          type: 'ReturnReceived',
          data: {
            ...ids,
            returnId: 'r-1',
            refundId: 'refund-r-1',
            amount: 100,
            byHand: true,
            refundDueBy: '2026-10-09',
          },
        },
        { type: 'ClaimRefunded', data: { ...ids, claimId: 'c-1', refundId: 'refund-c-1', amount: 50 } },
        {
          type: 'OrderCancelled',
          data: { ...ids, reason: '', cancelledBy: 'admin', total: 100, couponCode: null },
        },
      ])
      .thenJobs([
        job('credit-note-return-r-1', {
          kind: 'issue-credit-note',
          orderId: 'o-1',
          creditNoteId: 'return-r-1',
          settles: { kind: 'return', returnId: 'r-1' },
          issuedAt: recordedAt(1),
        }),
        job('credit-note-claim-c-1', {
          kind: 'issue-credit-note',
          orderId: 'o-1',
          creditNoteId: 'claim-c-1',
          settles: { kind: 'claim', claimId: 'c-1' },
          issuedAt: recordedAt(2),
        }),
        job('credit-note-cancel-o-1', {
          kind: 'issue-credit-note',
          orderId: 'o-1',
          creditNoteId: 'cancel-o-1',
          settles: { kind: 'cancellation' },
          issuedAt: recordedAt(3),
        }),
      ]);
  });

  it('asks for nothing when an order moves back to processing', () => {
    spec.given([placed, moved('pending', 'processing'), moved('processing', 'pending')]).thenJobs([]);
  });
});
