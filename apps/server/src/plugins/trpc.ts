import type { TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { LimitedAction } from '@verdant/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../shop';
import {
  batchRefusal,
  type CallRefusal,
  calledPaths,
  limitedActionsOf,
  refusalAnswer,
  TOO_MANY_REQUESTS,
} from '../trpc/call-refusals';
import { contextFactory } from '../trpc/context';
import {
  answerJsonCalls,
  TRPC_ANSWER_HEADERS,
  type TrpcHttpAnswer,
  type TrpcHttpRequest,
} from '../trpc/http-adapter';
import { appRouter } from '../trpc/router';
import type { RateLimitCheck } from './rate-limits';

/**
 * The API at /trpc: plain JSON queries and mutations (all the web apps send) answered by `answerJsonCalls`,
 * anything else by tRPC's own `resolveResponse`, the core every tRPC adapter is built on. tRPC's packaged
 * Fastify plugin would add an AbortController tied to the socket, aborted (a DOMException) when every
 * response closes, and stream each answer back through web streams.
 */
export async function trpcPlugin(
  app: FastifyInstance,
  shop: Shop,
  rateLimited: RateLimitCheck,
): Promise<void> {
  const createContext = contextFactory(shop);
  // tRPC reads the request body itself; Fastify only checks its size (bodyLimit).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.route<{ Params: { path: string } }>({
    method: ['GET', 'POST'],
    url: '/trpc/:path',
    async handler(request, reply) {
      const calls = calledPaths(request.params.path, queryOf(request));
      if (calls) {
        const limited = limitedActionsOf(appRouter, calls);
        const refusal =
          batchRefusal(appRouter, calls) ??
          (limited.length > 0 ? await limitRefusal(limited, request, reply) : null);
        if (refusal) return sendAnswer(reply, refusalAnswer(appRouter, calls, refusal));
      }
      const answered = await answerJsonCalls(trpcHttpRequest(request), {
        router: appRouter,
        createContext: () => createContext(request, reply),
        onError: (error, path) => logFailure(request, error, path),
      });
      if (answered) return sendAnswer(reply, answered);
      const response = await resolveResponse({
        router: appRouter,
        req: toFetchRequest(request),
        path: request.params.path,
        error: null,
        createContext: async () => createContext(request, reply),
        onError: ({ error, path }) => logFailure(request, error, path),
      });
      return send(reply, response);
    },
  });

  /** Every limited call of the request counts; the first limit exceeded refuses them all. */
  async function limitRefusal(
    actions: LimitedAction[],
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<CallRefusal | null> {
    for (const action of actions) {
      const retryAfter = await rateLimited(action, request);
      if (retryAfter === null) continue;
      reply.header('retry-after', String(retryAfter));
      return { code: 'TOO_MANY_REQUESTS', status: 429, message: TOO_MANY_REQUESTS };
    }
    return null;
  }
}

function logFailure(request: FastifyRequest, error: TRPCError, path: string | undefined) {
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    request.log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
  }
}

function sendAnswer(reply: FastifyReply, answer: TrpcHttpAnswer) {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(TRPC_ANSWER_HEADERS)) addHeader(reply, name, value);
  return reply.send(answer.body);
}

/** The query string without its `?`. */
function queryOf(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  return queryStart < 0 ? '' : request.url.slice(queryStart + 1);
}

function trpcHttpRequest(request: FastifyRequest<{ Params: { path: string } }>): TrpcHttpRequest {
  return {
    method: request.method,
    path: request.params.path,
    query: queryOf(request),
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    body: typeof request.body === 'string' ? request.body : '',
  };
}

/**
 * The request as tRPC's `resolveResponse` reads it: its method, URL, headers and abort signal, and a JSON
 * body (Fastify only lets `application/json` through). Built from Fastify's request rather than as a fetch
 * `Request`, whose constructor copies the body into a web stream only for tRPC to read it back out.
 */
function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const body = request.method === 'POST' ? ((request.body as string | undefined) ?? '') : '';
  const read: Pick<Request, 'method' | 'url' | 'headers' | 'signal' | 'json' | 'text'> = {
    method: request.method,
    // tRPC reads only the path and the query. The Host header is the client's to write, and an odd one must
    // not turn a good request into a failure, so the origin is a fixed placeholder.
    url: `http://localhost${request.url}`,
    headers,
    signal: new AbortController().signal,
    json: async () => JSON.parse(body),
    text: async () => body,
  };
  return read as Request;
}

/** tRPC sets no cookies of its own: the session cookie goes on the Fastify reply from the context. */
async function send(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) addHeader(reply, name, value);
  return reply.send(await response.text());
}

function addHeader(reply: FastifyReply, name: string, value: string) {
  // What the answer varies on adds up: an earlier hook (catalogue caching) may have named headers too.
  const earlier = name === 'vary' ? reply.getHeader('vary') : undefined;
  reply.header(name, earlier ? `${String(earlier)}, ${value}` : value);
}
