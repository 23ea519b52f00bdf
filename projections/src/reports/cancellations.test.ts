import { describe, expect, it } from 'vitest';
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
        },
        {
          reason: 'No reason provided',
          cancelledBy: 'admin',
          count: 1,
          value: 50_000,
          medianMinutes: 600,
          p90Minutes: 600,
        },
        {
          reason: 'Payment not received within 30 minutes',
          cancelledBy: 'system',
          count: 1,
          value: 40_000,
          medianMinutes: 30,
          p90Minutes: 30,
        },
      ]);
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([5, 1, 3], 50)).toBe(3);
  });
});
