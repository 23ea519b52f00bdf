import { describe, expect, it } from 'vitest';
import {
  claimDeclined,
  claimOpened,
  claimRefunded,
  paymentMismatched,
  refundCompleted,
  refundFailed,
  refundPaidByHand,
  refundRequested,
  returnReceived,
  returnRequested,
} from '../testing/claim-report-events';
import { cancelledOrder, placedOrder } from '../testing/order-report-events';
import { reportSpecification } from '../testing/report-specification';
import { cancellationsReport, percentile } from './cancellations';

const spec = reportSpecification(cancellationsReport);
const minutes = (count: number) => new Date(Date.UTC(2026, 0, 2, 0, count)).toISOString();

describe('the cancellations report', () => {
  it('groups cancellations by reason and who cancelled, with their value and how long after placing', async () => {
    await spec
      .given([
        { event: placedOrder('o-1', 10_000), at: minutes(0) },
        { event: placedOrder('o-2', 20_000), at: minutes(0) },
        { event: placedOrder('o-3', 30_000), at: minutes(0) },
        { event: placedOrder('o-4', 40_000), at: minutes(0) },
        { event: placedOrder('o-5', 50_000), at: minutes(0) },
        { event: cancelledOrder('o-1', 10_000), at: minutes(10) },
        { event: cancelledOrder('o-2', 20_000), at: minutes(20) },
        { event: cancelledOrder('o-3', 30_000), at: minutes(90) },
        {
          event: cancelledOrder('o-4', 40_000, 'system', 'Payment not received within 30 minutes'),
          at: minutes(30),
        },
        { event: cancelledOrder('o-5', 50_000, 'admin', ''), at: minutes(600) },
      ])
      .thenRows([
        {
          reason: 'Cancelled by customer',
          cancelledBy: 'customer',
          count: 3,
          value: 60_000,
          medianMinutes: 20,
          p90Minutes: 90,
          kind: 'cancellation',
          refunded: 0,
        },
        {
          reason: 'No reason provided',
          cancelledBy: 'admin',
          count: 1,
          value: 50_000,
          medianMinutes: 600,
          p90Minutes: 600,
          kind: 'cancellation',
          refunded: 0,
        },
        {
          reason: 'Payment not received within 30 minutes',
          cancelledBy: 'system',
          count: 1,
          value: 40_000,
          medianMinutes: 30,
          p90Minutes: 30,
          kind: 'cancellation',
          refunded: 0,
        },
      ]);
  });

  it('reports money given back for claims and returns per reason, apart from what cancellations gave back', async () => {
    const jade = [{ productId: 'p-jade' }];
    await spec
      .given([
        // Cancelled once paid: its payment given back whole.
        { event: placedOrder('o-1', 50_000), at: minutes(0) },
        { event: cancelledOrder('o-1', 50_000), at: minutes(30) },
        { event: refundRequested('o-1', 'refund-pay-o-1', 50_000, null), at: minutes(30) },
        // Money in the wrong amount, given back as it came: no cancellation caused it.
        { event: placedOrder('o-2', 40_000), at: minutes(0) },
        { event: paymentMismatched('o-2', 'pay-odd', 39_000), at: minutes(5) },
        { event: refundRequested('o-2', 'refund-pay-odd', 39_000, null, 'pay-odd'), at: minutes(5) },
        {
          event: cancelledOrder('o-2', 40_000, 'system', 'Payment not received within 30 minutes'),
          at: minutes(40),
        },
        // A claim refunded through the gateway: the first try failed, the admin's retry went through.
        { event: placedOrder('o-3', 60_000), at: minutes(0) },
        { event: claimOpened('o-3', 'c-1', 'arrived_damaged', jade), at: minutes(100) },
        { event: claimRefunded('o-3', 'c-1', 20_000), at: minutes(200) },
        { event: refundRequested('o-3', 'refund-c-1', 20_000, 'c-1'), at: minutes(200) },
        { event: refundFailed('o-3', 'refund-c-1'), at: minutes(210) },
        { event: refundRequested('o-3', 'refund-c-1-2', 20_000, 'c-1'), at: minutes(220) },
        { event: refundCompleted('o-3', 'refund-c-1-2', 20_000), at: minutes(230) },
        { event: claimOpened('o-3', 'c-3', 'poor_health', jade), at: minutes(100) },
        { event: claimDeclined('o-3', 'c-3'), at: minutes(200) },
        { event: returnRequested('o-3', 'r-2', 'changed_mind'), at: minutes(120) },
        { event: returnReceived('o-3', 'r-2', 5_000), at: minutes(400) },
        { event: refundRequested('o-3', 'refund-r-2', 5_000, 'r-2'), at: minutes(400) },
        // Cash on delivery: the claim paid back by hand at once, the return received and owed.
        { event: placedOrder('o-4', 30_000), at: minutes(0) },
        { event: claimOpened('o-4', 'c-2', 'arrived_damaged', jade), at: minutes(100) },
        { event: claimRefunded('o-4', 'c-2', 15_000), at: minutes(300) },
        { event: refundPaidByHand('o-4', 'refund-c-2', 15_000, 'c-2'), at: minutes(300) },
        { event: returnRequested('o-4', 'r-1', 'changed_mind'), at: minutes(110) },
        { event: returnReceived('o-4', 'r-1', 10_000, true), at: minutes(400) },
      ])
      .thenRows([
        {
          reason: 'Cancelled by customer',
          cancelledBy: 'customer',
          count: 1,
          value: 50_000,
          medianMinutes: 30,
          p90Minutes: 30,
          kind: 'cancellation',
          refunded: 50_000,
        },
        {
          reason: 'Payment not received within 30 minutes',
          cancelledBy: 'system',
          count: 1,
          value: 40_000,
          medianMinutes: 40,
          p90Minutes: 40,
          kind: 'cancellation',
          refunded: 0,
        },
        {
          reason: 'Arrived damaged',
          cancelledBy: null,
          count: 2,
          value: 35_000,
          medianMinutes: null,
          p90Minutes: null,
          kind: 'claim',
          refunded: 35_000,
        },
        {
          reason: 'Changed my mind',
          cancelledBy: null,
          count: 2,
          value: 15_000,
          medianMinutes: null,
          p90Minutes: null,
          kind: 'return',
          refunded: 5_000,
        },
      ]);
  });

  it('counts what was given back in the range for claims and returns opened before it', async () => {
    await spec
      .given(
        [
          { event: placedOrder('o-1', 50_000), at: minutes(0) },
          { event: claimOpened('o-1', 'c-1', 'poor_health', [{ productId: 'p-jade' }]), at: minutes(100) },
          { event: returnRequested('o-1', 'r-1', 'other'), at: minutes(100) },
          { event: returnReceived('o-1', 'r-1', 10_000, true), at: minutes(400) },
          // In the range: the cash owed for the return paid back, and the claim refunded.
          { event: refundPaidByHand('o-1', 'refund-r-1', 10_000, 'r-1'), at: minutes(600) },
          { event: claimRefunded('o-1', 'c-1', 20_000), at: minutes(700) },
          { event: refundRequested('o-1', 'refund-c-1', 20_000, 'c-1'), at: minutes(700) },
        ],
        undefined,
        { from: new Date(minutes(500)) },
      )
      .thenRows([
        expect.objectContaining({
          reason: 'Poor health within 7 days',
          kind: 'claim',
          count: 1,
          value: 20_000,
          refunded: 20_000,
        }),
        expect.objectContaining({ reason: 'Other', kind: 'return', count: 1, value: 0, refunded: 10_000 }),
      ]);
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([5, 1, 3], 50)).toBe(3);
  });
});
