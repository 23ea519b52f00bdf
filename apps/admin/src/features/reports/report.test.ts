import { describe, expect, it } from 'vitest';
import { formatDuration, lastBuildLabel, percentDone, progressLabel, reportTitle } from './report';

describe('reports', () => {
  it('reads a report’s name as a title', () => {
    expect(reportTitle('sales-by-category')).toBe('Sales by category');
    expect(reportTitle('cancellations')).toBe('Cancellations');
    expect(reportTitle('gst-summary')).toBe('GST summary');
  });

  it('says how long a build took, in minutes once it takes one', () => {
    expect(formatDuration(0.01)).toBe('under 0.1 s');
    expect(formatDuration(0.84)).toBe('0.8 s');
    expect(formatDuration(59.9)).toBe('59.9 s');
    expect(formatDuration(59.96)).toBe('1 min 0 s');
    expect(formatDuration(125.3)).toBe('2 min 5 s');
  });

  it('describes the last build at its time in India', () => {
    expect(lastBuildLabel({ builtAt: '2026-01-02T04:30:00.000Z', events: 1234, seconds: 0.8, rows: 1 })).toBe(
      'Built 2 Jan 2026, 10:00 am IST: 1,234 events counted in 0.8 s, 1 row',
    );
  });

  it('describes a build under way, rounding the rate', () => {
    const progress = { done: 12_000, total: 40_000, eventsPerSecond: 35_000.4 };
    expect(progressLabel(progress)).toBe('12,000 of 40,000 events read, 35,000 events/s');
    expect(percentDone(progress)).toBe(30);
    expect(percentDone({ done: 0, total: 0, eventsPerSecond: 0 })).toBe(100);
  });
});
