import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_RATE_LIMITS } from './rate-limits';

const production = {
  NODE_ENV: 'production',
  IDENTITY_SECRET: 'a3f1c9e07b52d4f8e6a1b0c3d5e7f90112233445566778899aabbccddeeff0011',
  ADMIN_SIGNIN_CODE: '6f1d2c3b4a5e6f708192a3b4c5d6e7f8',
};

describe('rate limits', () => {
  it('are on with the defaults unless set', () => {
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig(production).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.signUp).toEqual({ max: 20, windowMs: 3_600_000 });
  });

  it('take overrides per action, the others keeping their defaults', () => {
    const { rateLimits } = loadConfig({ RATE_LIMITS: 'signIn=30/15m, contact=5/1h,couponCheck=9/30s' });
    expect(rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      signIn: { max: 30, windowMs: 900_000 },
      contact: { max: 5, windowMs: 3_600_000 },
      couponCheck: { max: 9, windowMs: 30_000 },
    });
  });

  it('can be switched off outside production only', () => {
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBeNull();
    expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrow(
      /RATE_LIMITS: cannot be off when NODE_ENV=production/,
    );
  });

  it('refuses an unknown action or a malformed limit, naming what it got', () => {
    expect(() => loadConfig({ RATE_LIMITS: 'login=5/1m' })).toThrow(
      /RATE_LIMITS: must be off.*got "login=5\/1m"/,
    );
    expect(() => loadConfig({ RATE_LIMITS: 'signIn=5' })).toThrow(/got "signIn=5"/);
    expect(() => loadConfig({ RATE_LIMITS: 'signIn=0/1m' })).toThrow(/got "signIn=0\/1m"/);
  });
});
