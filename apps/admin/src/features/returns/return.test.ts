import { describe, expect, it } from 'vitest';
import { refundDueText, stateFilterOf } from './return';

describe('the returns filter, as a link gives it', () => {
  it('takes a known state, and shows everything for a missing or unknown one', () => {
    expect(stateFilterOf('approved')).toBe('approved');
    expect(stateFilterOf('refund_due')).toBe('refund_due');
    expect(stateFilterOf(null)).toBe('all');
    expect(stateFilterOf('received')).toBe('all');
    expect(stateFilterOf('toString')).toBe('all');
  });
});

describe('a refund’s due day, in words', () => {
  it('says by when, and that it is overdue once past', () => {
    expect(refundDueText('2026-12-18', false)).toBe('Due by 18 December 2026');
    expect(refundDueText('2026-12-18', true)).toBe('Overdue: was due by 18 December 2026');
  });
});
