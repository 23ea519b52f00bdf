import { describe, expect, it } from 'vitest';
import {
  failuresCountFrom,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  TOO_MANY_ATTEMPTS,
  tooManyAttempts,
} from './sign-in-throttling';

describe('sign-in throttling', () => {
  it('allows five failures per account and twenty per address', () => {
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(5);
    expect(MAX_FAILURES_PER_ADDRESS).toBe(20);
  });

  it('counts the failures of the last 15 minutes, and tells the shopper how long to wait', () => {
    expect(failuresCountFrom(new Date('2026-03-01T10:15:00Z'))).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(tooManyAttempts()).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    expect(TOO_MANY_ATTEMPTS).toBe(tooManyAttempts().message);
  });
});
