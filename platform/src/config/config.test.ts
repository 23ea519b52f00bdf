import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Secrets as `openssl rand -hex` makes them. */
const secrets = {
  IDENTITY_SECRET: 'a3f1c9e07b52d4f8e6a1b0c3d5e7f90112233445566778899aabbccddeeff0011',
  ADMIN_SIGNIN_CODE: '6f1d2c3b4a5e6f708192a3b4c5d6e7f8',
};

describe('the secrets of a production shop', () => {
  it('refuses to start in production without IDENTITY_SECRET, saying why and how to make one', () => {
    const { IDENTITY_SECRET: _, ...withoutIdentitySecret } = secrets;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutIdentitySecret })).toThrow(
      /IDENTITY_SECRET: is required when NODE_ENV=production[\s\S]*openssl rand -hex 32/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, IDENTITY_SECRET: '' })).toThrow(
      /IDENTITY_SECRET/,
    );
  });

  it('refuses to start in production without ADMIN_SIGNIN_CODE, which otherwise lets any code through', () => {
    const { ADMIN_SIGNIN_CODE: _, ...withoutSignInCode } = secrets;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutSignInCode })).toThrow(
      /ADMIN_SIGNIN_CODE: is required when NODE_ENV=production, or the admin sign-in accepts any secret code[\s\S]*openssl rand/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, ADMIN_SIGNIN_CODE: '   ' })).toThrow(
      /ADMIN_SIGNIN_CODE/,
    );
  });

  it('names every missing secret at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('IDENTITY_SECRET: is required');
    expect(message).toContain('ADMIN_SIGNIN_CODE: is required');
  });

  it('starts in production with both, and uses them', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...secrets });
    expect(config.identitySecret).toBe(secrets.IDENTITY_SECRET);
    expect(config.adminSignInCode).toBe(secrets.ADMIN_SIGNIN_CODE);
  });

  it('still refuses a short identity secret, in any mode', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, IDENTITY_SECRET: 'too-short' })).toThrow(
      /IDENTITY_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ IDENTITY_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
  });

  it('leaves both optional in development and tests, where the identity secret falls back to DATA_DIR', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.identitySecret).toBeUndefined();
      expect(config.adminSignInCode).toBeUndefined();
    }
  });
});

describe('where the server listens', () => {
  it('listens on this machine only outside production, where the demo admin and test-mode payments are', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(loadConfig({ NODE_ENV }).host).toBe('127.0.0.1');
  });

  it('listens on every interface in production, as the image and docker-compose.yml run it', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).host).toBe('0.0.0.0');
  });

  it('listens where HOST says, in any mode; a blank HOST is no HOST', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(loadConfig({ HOST: '  ' }).host).toBe('127.0.0.1');
  });
});

describe('the test-mode gateway, through which a shopper can mark their own order paid', () => {
  const production = { NODE_ENV: 'production', ...secrets };

  it('is off in production unless PAYMENTS_TEST_MODE is explicitly on', () => {
    expect(loadConfig(production).paymentsTestMode).toBe(false);
    for (const off of ['off', 'false', '0', 'no', ''])
      expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: off }).paymentsTestMode).toBe(false);
    for (const on of ['on', 'ON', ' on ', 'true'])
      expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: on }).paymentsTestMode).toBe(true);
  });

  it('is on by default outside production, and off when asked', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV }).paymentsTestMode).toBe(true);
      expect(loadConfig({ NODE_ENV, PAYMENTS_TEST_MODE: 'off' }).paymentsTestMode).toBe(false);
      expect(loadConfig({ NODE_ENV, PAYMENTS_TEST_MODE: 'no' }).paymentsTestMode).toBe(false);
    }
  });

  it('refuses a value that is neither on nor off', () => {
    expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: 'maybe' })).toThrow(/PAYMENTS_TEST_MODE/);
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'enabled' })).toThrow(/PAYMENTS_TEST_MODE/);
  });
});
