import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../shop';
import { contextFactory } from '../trpc/context';
import { appRouter } from '../trpc/router';

/**
 * The API at /trpc: a Fastify route handing each request to tRPC's own `resolveResponse`, the core every
 * tRPC adapter is built on. tRPC's packaged Fastify plugin costs a fifth of the server's time per request on
 * work this shop never uses: an AbortController tied to the socket, aborted (a DOMException) when every
 * response closes, and the answer streamed back through web streams. No procedure here reads the abort
 * signal (a command is never abandoned halfway because its caller left) and none streams, so the listing
 * under load went from about 2,900 to about 3,900 requests/s with this route (README, `npm run bench`).
 */
export async function trpcPlugin(app: FastifyInstance, shop: Shop): Promise<void> {
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
      const response = await resolveResponse({
        router: appRouter,
        req: toFetchRequest(request),
        path: request.params.path,
        error: null,
        createContext: async () => createContext(request, reply),
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') {
            request.log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
          }
        },
      });
      return send(reply, response);
    },
  });
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
  for (const [name, value] of response.headers) {
    // What the answer varies on adds up: an earlier hook (catalogue caching) may have named headers too.
    const earlier = name === 'vary' ? reply.getHeader('vary') : undefined;
    reply.header(name, earlier ? `${String(earlier)}, ${value}` : value);
  }
  return reply.send(await response.text());
}
