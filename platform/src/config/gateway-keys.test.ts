import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const razorpay = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisisasecret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_51Habc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Habc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('payment gateway configuration', () => {
  it('takes no gateway without keys, and treats empty values as unset', () => {
    expect(loadConfig({})).toMatchObject({ razorpay: null, stripe: null });
    expect(loadConfig({ RAZORPAY_KEY_ID: '', STRIPE_SECRET_KEY: ' ' })).toMatchObject({
      razorpay: null,
      stripe: null,
    });
  });

  it('takes each gateway whose three keys are set, at its own address when one is given', () => {
    expect(loadConfig({ ...razorpay, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4010' })).toMatchObject({
      razorpay: {
        keyId: 'rzp_test_1DP5mmOlF5G5ag',
        keySecret: 'thisisasecret',
        webhookSecret: 'webhook-secret',
        apiUrl: null,
      },
      stripe: {
        secretKey: 'sk_test_51Habc',
        publishableKey: 'pk_test_51Habc',
        webhookSecret: 'whsec_abc',
        apiUrl: 'http://127.0.0.1:4010',
      },
    });
  });

  it('names what is missing when only some of a gateway’s keys are set', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: razorpay.RAZORPAY_KEY_ID })).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET go together: .*missing RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/,
    );
    const { STRIPE_WEBHOOK_SECRET: _, ...noWebhook } = stripe;
    expect(() => loadConfig(noWebhook)).toThrow(/Invalid configuration:[\s\S]*missing STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses keys of the wrong kind, a publishable key as the secret, or test and live mixed', () => {
    expect(() => loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'key_123' })).toThrow(
      /RAZORPAY_KEY_ID: must start with/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51Habc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a secret key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_51Habc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be of the same mode/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});

/** What production requires besides (config.test.ts). */
const production = {
  NODE_ENV: 'production',
  IDENTITY_SECRET: 'a3f1c9e07b52d4f8e6a1b0c3d5e7f90112233445566778899aabbccddeeff0011',
  ADMIN_SIGNIN_CODE: '6f1d2c3b4a5e6f708192a3b4c5d6e7f8',
};

describe('payment settings', () => {
  it('serves methods without keys by the test-mode gateway, except in production unless asked', () => {
    expect(loadConfig({}).paymentsTestMode).toBe(true);
    expect(loadConfig(production).paymentsTestMode).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).paymentsTestMode).toBe(true);
    expect(loadConfig({ PAYMENTS_TEST_MODE: 'false' }).paymentsTestMode).toBe(false);
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'maybe' })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it('cancels unpaid online orders after 30 minutes unless told otherwise, within sane bounds', () => {
    expect(loadConfig({}).unpaidOrderMinutes).toBe(30);
    expect(loadConfig({ UNPAID_ORDER_MINUTES: '45' }).unpaidOrderMinutes).toBe(45);
    expect(() => loadConfig({ UNPAID_ORDER_MINUTES: '2' })).toThrow(/UNPAID_ORDER_MINUTES/);
    expect(() => loadConfig({ UNPAID_ORDER_MINUTES: 'soon' })).toThrow(/UNPAID_ORDER_MINUTES/);
  });
});
