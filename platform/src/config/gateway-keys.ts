import { z } from 'zod';

const secret = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const address = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** The payment gateways' keys: each gateway's three go together, all set or none. */
export const gatewayKeysEnvironment = {
  /** Razorpay (the gateway method): the API key id (`rzp_test_` or `rzp_live_`) and secret, from Razorpay's dashboard. */
  RAZORPAY_KEY_ID: secret,
  RAZORPAY_KEY_SECRET: secret,
  /** The secret set on the webhook in Razorpay's dashboard, which signs its webhooks. */
  RAZORPAY_WEBHOOK_SECRET: secret,
  /** For testing: another address for Razorpay's API (a local fake); https://api.razorpay.com by default. */
  RAZORPAY_API_URL: address,
  /** Stripe (the card method): the secret key (`sk_` or restricted `rk_`) and the publishable key (`pk_`). */
  STRIPE_SECRET_KEY: secret,
  STRIPE_PUBLISHABLE_KEY: secret,
  /** The signing secret (`whsec_`) of the shop's webhook endpoint in Stripe's dashboard. */
  STRIPE_WEBHOOK_SECRET: secret,
  /** For testing: another address for Stripe's API (a local fake); https://api.stripe.com by default. */
  STRIPE_API_URL: address,
};

type GatewayEnvironment = { [name in keyof typeof gatewayKeysEnvironment]?: string | undefined };

const groups = {
  Razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  Stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const;

const shapes: { name: keyof GatewayEnvironment; pattern: RegExp; message: string }[] = [
  {
    name: 'RAZORPAY_KEY_ID',
    pattern: /^rzp_(test|live)_\S+$/,
    message: 'must start with rzp_test_ or rzp_live_',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    pattern: /^(sk|rk)_(test|live)_\S+$/,
    message: 'must be a secret key (sk_...)',
  },
  {
    name: 'STRIPE_PUBLISHABLE_KEY',
    pattern: /^pk_(test|live)_\S+$/,
    message: 'must be a publishable key (pk_...)',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    pattern: /^whsec_\S+$/,
    message: 'must be a webhook signing secret (whsec_...)',
  },
];

/** A gateway with only some of its keys set is a mistake: it is named rather than silently left out. */
export function checkGatewayKeys(env: GatewayEnvironment, context: z.RefinementCtx): void {
  for (const [gateway, names] of Object.entries(groups)) {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < names.length)
      context.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `${names.join(', ')} go together: set all three for ${gateway}, or none (missing ${missing.join(', ')})`,
      });
  }
  for (const { name, pattern, message } of shapes) {
    const value = env[name];
    if (value && !pattern.test(value)) context.addIssue({ code: 'custom', path: [name], message });
  }
  const secretLive = env.STRIPE_SECRET_KEY?.includes('_live_');
  const publishableLive = env.STRIPE_PUBLISHABLE_KEY?.includes('_live_');
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && secretLive !== publishableLive)
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
    });
}

/** Each gateway's settings, or null when its keys are not set (the method is then served otherwise, or not). */
export function gatewaySettings(env: GatewayEnvironment) {
  return {
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL ?? null,
          }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : null,
  };
}
