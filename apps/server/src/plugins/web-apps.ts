import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendAppPage } from './app-page';

export interface WebAppRoots {
  storefront: string;
  admin: string;
}

export type WebApp = keyof WebAppRoots;

/** What a storefront page carries at the end of its head for the request (see app-page.ts). */
export type PageHead = (request: FastifyRequest, reply: FastifyReply) => Promise<string>;

export const builtWebApps: WebAppRoots = {
  storefront: fileURLToPath(new URL('../../../storefront/dist', import.meta.url)),
  admin: fileURLToPath(new URL('../../../admin/dist', import.meta.url)),
};

const HASHED_ASSET = /[\\/]assets[\\/]/;
const NOT_BUILT_MESSAGE = 'This app has not been built yet: run `npm run build`, then restart the server.';

/**
 * Serves the built storefront at / and the admin app at /admin. Paths that name no file are client-side
 * routes and get the app's page (SPA fallback); paths that look like files (a dot in the last segment)
 * and everything under /trpc get a real 404 instead of a page. The page itself (index.html, and the app's
 * root) is always answered as a page, never as a plain file: it carries each answer's script nonce. Files
 * are served as the brotli or gzip copy the build made when the browser accepts one (`preCompressed`). A
 * storefront page also carries what it needs first, as `storefrontHead` names it.
 */
export async function webAppsPlugin(
  app: FastifyInstance,
  roots: WebAppRoots,
  storefrontHead: PageHead,
): Promise<void> {
  const storefrontBuilt = existsSync(roots.storefront);
  const adminBuilt = existsSync(roots.admin);
  if (!storefrontBuilt || !adminBuilt) app.log.warn({ roots }, NOT_BUILT_MESSAGE);

  const cacheHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string) => {
    res.setHeader(
      'cache-control',
      HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    // The same path answers brotli, gzip or plain bytes: a shared cache must keep them apart.
    res.setHeader('vary', 'Accept-Encoding');
  };
  if (storefrontBuilt) {
    await app.register(fastifyStatic, {
      root: roots.storefront,
      prefix: '/',
      index: false,
      allowedPath: isPlainFile,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      root: roots.admin,
      prefix: '/admin/',
      index: false,
      allowedPath: isPlainFile,
      cacheControl: false,
      preCompressed: true,
      decorateReply: !storefrontBuilt,
      setHeaders: cacheHeaders,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      (!looksLikeFile(path) || path.endsWith('/index.html'));
    if (!isPage) {
      return reply.code(404).send({ error: 'Not Found', message: `Nothing at ${request.method} ${path}` });
    }
    const isAdmin = webAppAt(path) === 'admin';
    const built = isAdmin ? adminBuilt : storefrontBuilt;
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT_MESSAGE);
    if (isAdmin) return sendAppPage(reply, roots.admin);
    return sendAppPage(reply, roots.storefront, await storefrontHead(request, reply));
  });
}

/** The admin app answers at /admin and below (its query string aside), the storefront everywhere else. */
export const webAppAt = (url: string): WebApp => (/^\/admin(?:[/?]|$)/.test(url) ? 'admin' : 'storefront');

/** Everything in an app's build but its page, which goes through sendAppPage, and the manifest, the server's. */
const isPlainFile = (pathname: string) =>
  !pathname.endsWith('/') && !pathname.endsWith('/index.html') && !pathname.includes('/.vite/');

const isApiPath = (path: string) =>
  path === '/trpc' || path.startsWith('/trpc/') || path.startsWith('/uploads/') || path === '/healthz';

const looksLikeFile = (path: string) => (path.split('/').pop() ?? '').includes('.');
