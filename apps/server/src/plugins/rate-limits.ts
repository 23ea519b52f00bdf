import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { LimitedAction, RateLimit } from '@verdant/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Seconds until the client may try again, when a limit refuses it; null when it may go on. */
export type RateLimitCheck = (action: LimitedAction, request: FastifyRequest) => Promise<number | null>;

/**
 * The limits per client address on calls that cost the shop a password hash, a mail or a write: counted in
 * memory, or in Redis (`redis`) so that every server of the shop shares the counts. Null limits let every
 * call through. A counter store that fails lets calls through too: the per-account sign-in throttling, kept
 * with the sessions, still holds.
 */
export async function rateLimitsPlugin(
  app: FastifyInstance,
  limits: Readonly<Record<LimitedAction, RateLimit>> | null,
  redis: unknown,
): Promise<RateLimitCheck> {
  if (limits === null) return async () => null;
  await app.register(fastifyRateLimit, {
    global: false,
    redis: redis ?? undefined,
    nameSpace: 'verdant-rate-limit:',
    skipOnError: true,
  });
  const counters = Object.fromEntries(
    Object.entries(limits).map(([action, { max, windowMs }]) => [
      action,
      app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => `${action}:${normalizeIP(request.ip)}`,
        skipOnError: true,
      }),
    ]),
  ) as Record<LimitedAction, ReturnType<FastifyInstance['createRateLimit']>>;
  return async (action, request) => {
    const counted = await counters[action](request);
    if (counted.isAllowed || !counted.isExceeded) return null;
    request.log.warn({ action, clientAddress: request.ip }, 'rate limited');
    return counted.ttlInSeconds;
  };
}
