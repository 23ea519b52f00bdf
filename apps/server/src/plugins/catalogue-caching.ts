import { createHash } from 'node:crypto';
import { allProjections } from '@verdant/projections';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Shop } from '../shop';
import { parsePosition, READ_AFTER_HEADER } from '../trpc/context';
import { type ProcedureMeta, READ_YOUR_WRITES_TIMEOUT_MS } from '../trpc/init';
import { appRouter } from '../trpc/router';
import { MemoisedFunction } from './memoised-function';
import { SentAnswerCache } from './sent-answer-cache';

/**
 * A browser asks again every time (a 304 costs little), so an admin who archives a plant never sees it in
 * their own storefront a moment later; a CDN in front (CDN-Cache-Control, RFC 9213) may keep an answer a
 * few seconds and serve it a little longer while it asks again: products change far less often than they
 * are looked at.
 */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';
export const CATALOGUE_CDN_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

/** Every other API answer may be personal or one visitor's own: no browser or cache keeps a copy. */
export const UNCACHED_API_CACHE_CONTROL = 'no-store';

/** Work done per distinct request (the same listings are asked for over and over) is kept for this many. */
const REQUESTS_REMEMBERED = 1_000;

const projectionsByName = new Map(allProjections.map((projection) => [projection.name, projection]));

/**
 * Conditional requests for the public catalogue (GET /trpc calls whose every procedure is a catalogue
 * query): the ETag is the request and the builds and positions of the read models it reads, so it changes
 * the moment a product edit reaches them, and an unchanged answer is a 304 without running the query. A
 * request carrying a command's position first waits for it, so a shopper's own write is never answered 304
 * from before it; and the answer varies on that header, so no cache hands it one from before either. A
 * changed answer asked for again is sent as it was sent the first time (SentAnswerCache). Every other call is
 * answered `no-store`.
 */
export async function catalogueCachingPlugin(
  app: FastifyInstance,
  shop: Pick<Shop, 'readModels'>,
): Promise<void> {
  const sentAnswers = new SentAnswerCache();
  const etags = new MemoisedFunction(REQUESTS_REMEMBERED, (requestAndVersions: string) => {
    const digest = createHash('sha256').update(requestAndVersions).digest('base64url');
    return `"${digest.slice(0, 27)}"`;
  });
  app.addHook('onRequest', async (request, reply) => {
    const readModels = publicCatalogueReadModels(request);
    if (!readModels) {
      reply.header('cache-control', UNCACHED_API_CACHE_CONTROL);
      return;
    }
    const readAfter = parsePosition(request.headers[READ_AFTER_HEADER]);
    if (readAfter !== null) await shop.readModels.waitFor(readModels, readAfter, READ_YOUR_WRITES_TIMEOUT_MS);
    const versions = await Promise.all(
      readModels.map((name) => shop.readModels.versionOf(projectionsByName.get(name)!)),
    );
    const etag = etags.of(`${request.url}\n${versions.join(',')}`);
    reply
      .header('etag', etag)
      .header('cache-control', CATALOGUE_CACHE_CONTROL)
      .header('cdn-cache-control', CATALOGUE_CDN_CACHE_CONTROL)
      .header('vary', `Accept-Encoding, ${READ_AFTER_HEADER}`);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (sentAnswers.sendKept(request, reply, etag)) return reply;
  });
  // Compression is a hook of every route (added as routes are made), the last to see the answer: this one,
  // added the same way after it, keeps the answer as it leaves.
  app.addHook('onRoute', (route) => {
    const keep: onSendHookHandler = (request, reply, payload, done) => {
      sentAnswers.keep(request, reply, payload);
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), keep];
  });
  // A refusal (a bad slug, bad input) is not an answer worth keeping.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400 && reply.hasHeader('etag')) {
      reply.removeHeader('etag');
      reply.removeHeader('cdn-cache-control');
      reply.header('cache-control', UNCACHED_API_CACHE_CONTROL);
    }
    done(null, payload);
  });
}

/** The read models a GET (or HEAD) of the public catalogue reads; null for any other call. */
const publicCatalogueReadModels = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD'
    ? readModelsOfPaths.of(request.url.split('?', 1)[0] ?? '')
    : null;

/** The read models a catalogue call reads; null unless every procedure of the call is a catalogue query. */
const readModelsOfPaths = new MemoisedFunction(REQUESTS_REMEMBERED, (path: string): string[] | null => {
  if (!path.startsWith('/trpc/')) return null;
  const readModels = new Set<string>();
  for (const procedure of decodeURIComponent(path.slice('/trpc/'.length)).split(',')) {
    const meta = procedureMeta(procedure);
    if (!meta?.publicCatalogue) return null;
    for (const name of meta.readModels ?? []) readModels.add(name);
  }
  return [...readModels];
});

/** tRPC keeps every procedure by its dotted path (what trpc-openapi and the like read). */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;

function procedureMeta(path: string): ProcedureMeta | undefined {
  return Object.hasOwn(procedures, path) ? procedures[path]?._def.meta : undefined;
}

/** If-None-Match holds this ETag (weak or strong, in a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
