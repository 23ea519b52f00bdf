import { z } from 'zod';

/** The calls limited per client address: each attempt costs the shop a password hash, a mail or a write. */
export const LIMITED_ACTIONS = [
  'signUp',
  'signIn',
  'adminSignIn',
  'passwordReset',
  'contact',
  'newsletter',
  'couponCheck',
  'orderPlacement',
  'paymentConfirmation',
  'upload',
] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per client address. A family, an office or a mobile network's shared exit behind one address never meets
 * them in honest use; a script trying passwords, coupon codes or messages soon does.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<LimitedAction, RateLimit>> = {
  signUp: { max: 20, windowMs: HOUR },
  signIn: { max: 60, windowMs: 15 * MINUTE },
  adminSignIn: { max: 30, windowMs: 15 * MINUTE },
  passwordReset: { max: 10, windowMs: HOUR },
  contact: { max: 10, windowMs: HOUR },
  newsletter: { max: 10, windowMs: HOUR },
  couponCheck: { max: 120, windowMs: 15 * MINUTE },
  orderPlacement: { max: 30, windowMs: HOUR },
  paymentConfirmation: { max: 120, windowMs: 15 * MINUTE },
  upload: { max: 300, windowMs: 15 * MINUTE },
};

const UNITS = { s: 1_000, m: MINUTE, h: HOUR } as const;
const OVERRIDE = /^(\w+)=(\d{1,9})\/(\d{1,6})([smh])$/;

/**
 * RATE_LIMITS: unset for the defaults; `off` for none (load benches, browser suites signing many customers
 * up from one address; never in production); or overrides such as `signIn=30/15m,contact=5/1h`.
 */
export const rateLimitsSetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): Record<LimitedAction, RateLimit> | 'off' => {
    if (value === 'off') return 'off';
    const limits = { ...DEFAULT_RATE_LIMITS };
    for (const item of value ? value.split(',') : []) {
      const [, action = '', max, amount, unit] = OVERRIDE.exec(item.trim()) ?? [];
      if (!LIMITED_ACTIONS.includes(action as LimitedAction) || max === undefined || Number(max) < 1) {
        context.addIssue({
          code: 'custom',
          message: `must be off, or comma-separated ACTION=MAX/WINDOW (a window like 30s, 15m or 1h) with ACTION one of ${LIMITED_ACTIONS.join(', ')}; got "${item}"`,
        });
        return z.NEVER;
      }
      limits[action as LimitedAction] = {
        max: Number(max),
        windowMs: Number(amount) * UNITS[unit as keyof typeof UNITS],
      };
    }
    return limits;
  });
