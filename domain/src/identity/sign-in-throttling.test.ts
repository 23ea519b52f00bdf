import { describe, expect, it } from 'vitest';
import {
  failuresCountFrom,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  refuseWhileLockedOut,
  TOO_MANY_ATTEMPTS,
} from './sign-in-throttling';

const lockedOut = { name: 'DomainError', kind: 'rate_limited', message: TOO_MANY_ATTEMPTS };

describe('sign-in throttling', () => {
  it('lets an account try again until its fifth failure, then refuses it', () => {
    expect(() => refuseWhileLockedOut({ account: MAX_FAILURES_PER_ACCOUNT - 1, address: 0 })).not.toThrow();
    expect(() => refuseWhileLockedOut({ account: MAX_FAILURES_PER_ACCOUNT, address: 0 })).toThrow(
      expect.objectContaining(lockedOut),
    );
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(5);
  });

  it('lets an address try again until its twentieth failure, then refuses it', () => {
    expect(() => refuseWhileLockedOut({ account: 0, address: MAX_FAILURES_PER_ADDRESS - 1 })).not.toThrow();
    expect(() => refuseWhileLockedOut({ account: 0, address: MAX_FAILURES_PER_ADDRESS })).toThrow(
      expect.objectContaining(lockedOut),
    );
    expect(MAX_FAILURES_PER_ADDRESS).toBe(20);
  });

  it('counts the failures of the last 15 minutes, and tells the shopper how long to wait', () => {
    expect(failuresCountFrom(new Date('2026-03-01T10:15:00Z'))).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(TOO_MANY_ATTEMPTS).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });
});
