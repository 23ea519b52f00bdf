import { resolve } from 'node:path';
import { z } from 'zod';
import { eventStoreUrl, mongoDbUrl, withServerSelectionTimeout } from './connection-strings';
import { checkGatewayKeys, gatewayKeysEnvironment, gatewaySettings } from './gateway-keys';
import { mailEnvironment, smtpSettings } from './mail-settings';
import { rateLimitsSetting } from './rate-limits';
import { readSecretFiles } from './secret-files';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** A file the shop links to: a secure web address, or a path on this server such as /videos/hero.mp4. */
const webAddressOrPath = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^https:\/\/\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value),
    'must be an https:// address or a path on this server (/...)',
  )
  .optional();

/**
 * A namespace inside a server the shop shares: letters, digits, `_`, `.` and `-`. Empty or unset, the shop
 * has the server to itself.
 */
const namespacePrefix = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]*$/, 'may hold only letters, digits, _, . and -')
  .transform((value) => value || undefined)
  .optional();

const namedProxyRanges = z.enum(['loopback', 'linklocal', 'uniquelocal']);
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), namedProxyRanges]);

/**
 * Which proxies may tell the server the client's address and protocol (X-Forwarded-For, X-Forwarded-Proto):
 * none by default, since a client reaching the server directly could claim any address. Fastify's
 * `trustProxy`: true (any peer) or the proxies' addresses and ranges.
 */
const trustedProxies = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | string[] => {
    if (!value || value === 'false') return false;
    if (value === 'true') return true;
    const addresses = value.split(',').map((address) => address.trim());
    if (addresses.every((address) => proxyAddress.safeParse(address).success)) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        'must be true, false, or comma-separated proxy IPs, CIDR ranges, loopback, linklocal, uniquelocal',
    });
    return z.NEVER;
  });

/**
 * A production shop starts only with its secrets set: every process of one shop reads the same values, and
 * none has a default anyone could look up. In development and tests they stay optional (the identity secret
 * then lives in DATA_DIR/identity-secret, made at the first start).
 */
const PRODUCTION_SECRETS = {
  IDENTITY_SECRET:
    'is required when NODE_ENV=production. It keys the email fingerprints kept in the event log, so every ' +
    'server and worker of the shop must share it and it must never change: generate one with ' +
    '`openssl rand -hex 32` and keep it with your other secrets',
  ADMIN_SIGNIN_CODE:
    'is required when NODE_ENV=production, or the admin sign-in accepts any secret code: generate one with ' +
    '`openssl rand -hex 16` and give it to the admins only',
} as const;
type ProductionSecret = keyof typeof PRODUCTION_SECRETS;

function requireProductionSecrets(
  env: { NODE_ENV: string } & Partial<Record<ProductionSecret, string>>,
  context: z.RefinementCtx,
): void {
  if (env.NODE_ENV !== 'production') return;
  for (const name of Object.keys(PRODUCTION_SECRETS) as ProductionSecret[]) {
    if (!env[name]?.trim())
      context.addIssue({ code: 'custom', path: [name], message: PRODUCTION_SECRETS[name] });
  }
}

/**
 * Whether methods without keys are served by the test-mode gateway, through which a shopper can mark their own
 * order paid. On by default outside production; a production shop takes it only from an explicit on-value.
 */
const paymentsTestMode = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'on', 'off', 'true', 'false', '1', '0', 'yes', 'no']))
  .optional()
  .transform((value) => (value ? ['on', 'true', '1', 'yes'].includes(value) : undefined));

const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? defaultValue : ['true', '1', 'yes'].includes(value)));

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** Unset, the server listens on every interface in production and on this machine alone otherwise. */
    HOST: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .optional(),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    EVENTSTORE_URL: eventStoreUrl,
    /** The shop's own limit on one append to EventStoreDB (not the server's): larger ones are refused unsent. */
    EVENTSTORE_MAX_APPEND_SIZE: z.coerce.number().int().min(1).default(1_048_576),
    /**
     * Puts the shop's streams under this prefix on the EventStoreDB server, and reads only those: shops
     * sharing one server (the integration suites do) then see none of each other's events.
     */
    EVENTSTORE_STREAM_PREFIX: namespacePrefix,
    MONGODB_URL: mongoDbUrl,
    MONGODB_DATABASE: z.string().default('verdant'),
    REDIS_URL: optionalUrl,
    /** Puts every Redis key of the shop (job queues, rate-limit counts) under this prefix. */
    REDIS_KEY_PREFIX: namespacePrefix,
    /** `in-process`: the server feeds the read models itself; `external`: a workers/ process does. */
    PROJECTIONS: z.enum(['in-process', 'external']).default('in-process'),
    /**
     * `in-process`: the server works the job queues (mail, payments, order follow-ups, reports); `external`:
     * `npm run jobs:worker` processes do, and the projections run in `npm run projections:worker` too.
     */
    WORKERS: z.enum(['in-process', 'external']).default('in-process'),
    /**
     * How long a projection worker's lease on a projection lasts unrenewed (how soon another worker takes
     * over from one that died), and how often it is renewed.
     */
    PROJECTION_LEASE_TTL_MS: z.coerce.number().int().min(500).max(300_000).default(10_000),
    PROJECTION_LEASE_RENEW_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    /** Creates the demo catalogue (through commands) when the event log is empty. */
    SEED_DEMO_DATA: flag(true),
    /** An admin account created, with the role, at a start when no account has the email yet. */
    ADMIN_EMAIL: z.string().trim().optional(),
    /** The back office reaches every customer's data: its passwords are longer than shoppers'. */
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.string().min(12, 'must be at least 12 characters: admin passwords are').optional()),
    /**
     * The admin sign-in's secret code; checked on the server only, never sent to a browser. Required in
     * production.
     */
    ADMIN_SIGNIN_CODE: z.string().optional(),
    /**
     * Keys the email fingerprints that keep emails unique without storing them in the log. Servers sharing
     * one event store must share it. Required in production; elsewhere, without it, a random one is kept in
     * DATA_DIR/identity-secret.
     */
    IDENTITY_SECRET: z.string().min(32, 'IDENTITY_SECRET must be at least 32 characters').optional(),
    /** Limits per client address on sign-ins, sign-ups, messages, coupon checks, orders and uploads. */
    RATE_LIMITS: rateLimitsSetting,
    /** How long a back-office session lasts at most, and unused. */
    ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(12),
    ADMIN_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    /** Where links in emails point; an https address also marks the session cookie Secure. */
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: trustedProxies,
    /** The home page's full-screen hero video; without it the hero shows its still illustration. */
    HERO_VIDEO_URL: webAddressOrPath,
    ...mailEnvironment,
    ...gatewayKeysEnvironment,
    /**
     * Serves the online payment methods whose keys are not set with the shop's own test-mode gateway, which
     * takes no money: on by default except in production.
     */
    PAYMENTS_TEST_MODE: paymentsTestMode,
    /** An order paid online whose money has not come after this many minutes is cancelled by the shop. */
    UNPAID_ORDER_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(30),
  })
  .superRefine(checkGatewayKeys)
  .superRefine(requireProductionSecrets)
  .refine((env) => env.NODE_ENV !== 'production' || env.RATE_LIMITS !== 'off', {
    path: ['RATE_LIMITS'],
    message: 'cannot be off when NODE_ENV=production: a shop open to the public needs its limits',
  })
  .refine((env) => env.PROJECTION_LEASE_RENEW_MS * 2 <= env.PROJECTION_LEASE_TTL_MS, {
    path: ['PROJECTION_LEASE_RENEW_MS'],
    message:
      'PROJECTION_LEASE_RENEW_MS must be at most half of PROJECTION_LEASE_TTL_MS, so a lease is renewed before it runs out',
  });

export type ShopConfig = ReturnType<typeof loadConfig>;

/**
 * Where a shop outside production listens unless HOST says otherwise: a development shop has a demo admin, no
 * sign-in code and the test-mode gateway, so it is reachable from this machine alone.
 */
const LOCAL_ONLY_HOST = '127.0.0.1';

/**
 * The whole configuration comes from the environment and the secret files it names (secret-files.ts); a bad
 * value stops the start with a clear message.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const withSecrets = readSecretFiles(environment);
  if (withSecrets.problems.length > 0)
    throw new Error(`Invalid configuration:\n  ${withSecrets.problems.join('\n  ')}`);
  const parsed = environmentSchema.safeParse(withSecrets.environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : LOCAL_ONLY_HOST),
    dataDir: resolve(env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    eventStoreUrl: env.EVENTSTORE_URL,
    eventStoreMaxAppendSize: env.EVENTSTORE_MAX_APPEND_SIZE,
    eventStoreStreamPrefix: env.EVENTSTORE_STREAM_PREFIX,
    // A call waiting for an unreachable MongoDB gives up within half a projection lease, so a worker learns
    // its lease is at risk while it is still held (its writes are fenced either way).
    mongodbUrl:
      env.MONGODB_URL &&
      withServerSelectionTimeout(env.MONGODB_URL, Math.floor(env.PROJECTION_LEASE_TTL_MS / 2)),
    mongodbDatabase: env.MONGODB_DATABASE,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    projections: env.WORKERS === 'external' ? ('external' as const) : env.PROJECTIONS,
    workers: env.WORKERS,
    projectionLeases: { ttlMs: env.PROJECTION_LEASE_TTL_MS, renewEveryMs: env.PROJECTION_LEASE_RENEW_MS },
    seedDemoData: env.SEED_DEMO_DATA,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    adminSignInCode: env.ADMIN_SIGNIN_CODE || undefined,
    identitySecret: env.IDENTITY_SECRET,
    /** Null when switched off. */
    rateLimits: env.RATE_LIMITS === 'off' ? null : env.RATE_LIMITS,
    backOfficeSession: {
      idleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: env.ADMIN_SESSION_HOURS * 3_600_000,
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    heroVideoUrl: env.HERO_VIDEO_URL || null,
    /** The SMTP server mail is sent through, or null: mail then stays in the outbox. */
    smtp: smtpSettings(env),
    /** Razorpay and Stripe, each null when its keys are not set. */
    ...gatewaySettings(env),
    paymentsTestMode: env.PAYMENTS_TEST_MODE ?? env.NODE_ENV !== 'production',
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
  };
}
