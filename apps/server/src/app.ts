import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { rateLimitRedis } from '@verdant/platform/runtime';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { catalogueCachingPlugin } from './plugins/catalogue-caching';
import { compressionPlugin } from './plugins/compression';
import { healthPlugin } from './plugins/health';
import { paymentWebhooksPlugin } from './plugins/payment-webhooks';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { sameOriginPlugin } from './plugins/same-origin';
import { SecurityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { newServerInstance, servedByPlugin } from './plugins/served-by';
import { storefrontPageHead } from './plugins/storefront-page-head';
import { taxDocumentsPlugin } from './plugins/tax-documents';
import { testGatewayPlugin } from './plugins/test-gateway';
import { trpcPlugin } from './plugins/trpc';
import { uploadsPlugin } from './plugins/uploads';
import { builtWebApps, type WebAppRoots, webAppsPlugin } from './plugins/web-apps';
import { CompletedRequestLog } from './request-log';
import type { Shop } from './shop';

export interface AppOptions {
  logger: FastifyBaseLogger;
  webApps?: WebAppRoots;
}

/** Where the API, the health check and the gateways' webhooks answer: data, never pages. */
const DATA_PATHS = ['/trpc/', '/healthz', '/webhooks/'];

/**
 * The HTTP server: security headers on every answer, compression, the API, the health check and the two web
 * apps, as Fastify plugins.
 */
export async function buildApp(shop: Shop, options: AppOptions): Promise<FastifyInstance> {
  const securityHeaders = new SecurityHeaders(shop.config.publicUrl, DATA_PATHS);
  const app = Fastify({
    loggerInstance: options.logger,
    genReqId: () => randomUUID(),
    // A tRPC batch puts every procedure name into one path parameter; Fastify's default limit is 100.
    routerOptions: { maxParamLength: 5_000 },
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Behind a TLS-terminating proxy: the client's own address (sign-in throttling), https (Secure cookie).
    trustProxy: shop.config.trustProxy,
    logController: new CompletedRequestLog(),
    // A URL Fastify cannot decode is refused before any hook runs: its answer takes the headers here.
    frameworkErrors: (error, request, reply: FastifyReply) =>
      reply.headers(securityHeaders.of(request)).send(error),
  });
  // Node leaves a connection that was busy when closing began open for its keep-alive timeout (72 s), and
  // app.close() waits for it: a response finished while draining closes its connection instead.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  await securityHeadersPlugin(app, securityHeaders);
  const instance = newServerInstance();
  await servedByPlugin(app, instance);
  await app.register(fastifyCookie);
  const rateLimited = await rateLimitsPlugin(app, shop.config.rateLimits, await rateLimitCounters(app, shop));
  await compressionPlugin(app);
  await app.register(async (api) => {
    await sameOriginPlugin(api);
    await catalogueCachingPlugin(api, shop);
    await trpcPlugin(api, shop, rateLimited);
  });
  await app.register(async (uploads) => {
    await sameOriginPlugin(uploads);
    await uploadsPlugin(uploads, shop, rateLimited);
  });
  await app.register(async (documents) => taxDocumentsPlugin(documents, shop));
  await app.register(async (health) => healthPlugin(health, shop, instance));
  await app.register(async (webhooks) => paymentWebhooksPlugin(webhooks, shop));
  await app.register(async (testGateway) => {
    await sameOriginPlugin(testGateway);
    await testGatewayPlugin(testGateway, shop, rateLimited);
  });
  const webApps = options.webApps ?? builtWebApps;
  await webAppsPlugin(app, webApps, storefrontPageHead(shop, webApps.storefront));
  return app;
}

/**
 * Where the rate limits count: Redis when the shop has it, so every server shares the counts (its client
 * loads only then), otherwise each server's memory.
 */
async function rateLimitCounters(app: FastifyInstance, shop: Shop): Promise<unknown> {
  if (!shop.config.redisUrl || !shop.config.rateLimits) return null;
  const redis = await rateLimitRedis(shop.config.redisUrl, shop.config.redisKeyPrefix);
  app.addHook('onClose', async () => redis.close());
  return redis.connection;
}
