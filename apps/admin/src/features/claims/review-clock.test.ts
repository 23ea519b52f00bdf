import { describe, expect, it } from 'vitest';
import { reviewClock } from './review-clock';

const now = new Date('2026-06-01T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe("a claim's 24-hour review clock", () => {
  it('says how much time is left, in hours and minutes, rounded down', () => {
    expect(reviewClock(inMinutes(3 * 60 + 20), now)).toEqual({ overdue: false, words: '3 h 20 min left' });
    expect(reviewClock(inMinutes(3 * 60 + 20.9), now).words).toBe('3 h 20 min left');
    expect(reviewClock(inMinutes(24 * 60), now).words).toBe('24 h left');
    expect(reviewClock(inMinutes(45), now).words).toBe('45 min left');
    expect(reviewClock(inMinutes(0.5), now).words).toBe('Less than 1 min left');
  });

  it('says by how much a review is overdue', () => {
    expect(reviewClock(inMinutes(-120), now)).toEqual({ overdue: true, words: 'Overdue by 2 h' });
    expect(reviewClock(inMinutes(-125), now).words).toBe('Overdue by 2 h 5 min');
    expect(reviewClock(inMinutes(-0.5), now).words).toBe('Overdue by less than 1 min');
  });

  it('counts a review overdue by two days or more in days and hours', () => {
    expect(reviewClock(inMinutes(-(26 * 60 + 30)), now).words).toBe('Overdue by 26 h 30 min');
    expect(reviewClock(inMinutes(-(48 * 60 + 30)), now).words).toBe('Overdue by 2 d');
    expect(reviewClock(inMinutes(-(73 * 60 + 59)), now).words).toBe('Overdue by 3 d 1 h');
  });
});
