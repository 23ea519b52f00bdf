import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { loadConfig } from '@verdant/platform';
import { buildApp } from '@verdant/server/app';
import { cookieJar } from '@verdant/server/http/cookie-jar';
import { createAdminAccount } from '@verdant/server/identity/admin-bootstrap';
import { createLogger } from '@verdant/server/logging';
import { openShop } from '@verdant/server/shop';
import { MAX_BATCH_CALLS } from '@verdant/server/trpc/call-refusals';
import type { AppRouter } from '@verdant/server/trpc/router';
import { isolatedStores } from './external-stores';

export const TEST_ADMIN = { email: 'admin@verdant.test', password: 'verdant-admin-pass' };

/**
 * A real shop on a free port: its stores in a temporary DATA_DIR (or the one given), the in-process
 * projection runner, the Fastify server, and placeholder built apps so the static serving can be checked.
 * The external stores whose URLs the environment sets are used, in a namespace of the shop's own (see
 * external-stores.ts); the others are embedded. Everything the shop logs is kept, so tests can check what
 * never reaches a log line.
 */
export async function startTestShop(environment: Record<string, string> = {}, existingDataDir?: string) {
  const dataDir = existingDataDir ?? (await mkdtemp(join(tmpdir(), 'verdant-shop-')));
  const webApps = { storefront: join(dataDir, 'web', 'storefront'), admin: join(dataDir, 'web', 'admin') };
  for (const [name, root] of Object.entries(webApps)) {
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(join(root, 'assets', 'app.js'), `console.log('${name}')`);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    // Suites sign up dozens of customers from one address; the limits' own tests turn them back on.
    RATE_LIMITS: 'off',
    ...isolatedStores(dataDir),
    ...environment,
  });
  const logLines: string[] = [];
  const logger = createLogger(
    'debug',
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const shop = await openShop(config, logger);
  const app = await buildApp(shop, { logger, webApps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const browser = (extraHeaders?: Record<string, string>) => newBrowser(baseUrl, extraHeaders);
  const guest = browser();

  return {
    shop,
    app,
    dataDir,
    baseUrl,
    logLines,
    /** A guest's client; `browser()` gives another one with its own cookies (and headers, if given). */
    client: guest.client,
    readAfterWrite: guest.readAfterWrite,
    browser,
    /** Every event in the log, in order; only those of the given type when one is named. */
    async recordedEvents(type?: string) {
      const events = [];
      for await (const batch of shop.stores.eventStore.readAll({}))
        events.push(...(type === undefined ? batch : batch.filter((event) => event.type === type)));
      return events;
    },
    /** The mail sent to an address, newest first, once there are at least `count` (the mail queue is quick). */
    async mailTo(email: string, count = 1) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const mail = await shop.stores.mailOutbox.list({ to: email });
        if (mail.length >= count || Date.now() > deadline) return mail;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** A browser signed in as the shop's admin (created on first use). */
    async adminBrowser() {
      await createAdminAccount(shop, TEST_ADMIN.email, TEST_ADMIN.password);
      const admin = browser();
      await admin.client.admin.auth.signIn.mutate({
        ...TEST_ADMIN,
        secretCode: shop.config.adminSignInCode ?? 'any code',
      });
      return admin;
    },
    async stop(options: { keepData?: boolean } = {}) {
      await app.close();
      await shop.close();
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a browser tab does: keeps the session cookie, and sends the newest position it wrote. The extra
 * headers go with every request, the way a proxy in front of the shop adds its own.
 */
export function newBrowser(baseUrl: string, extraHeaders: Record<string, string> = {}) {
  const jar = cookieJar();
  let readAfter: string | null = null;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        // As the web apps do: the server takes no more in one request.
        maxItems: MAX_BATCH_CALLS,
        headers: () => (readAfter ? { ...extraHeaders, 'x-read-after': readAfter } : extraHeaders),
        async fetch(url, init) {
          const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
          if (jar.cookies.size > 0) headers.set('cookie', jar.header());
          const response = await fetch(url, { ...(init as RequestInit), headers });
          jar.take(response);
          return response;
        },
      }),
    ],
  });
  return {
    client,
    cookies: jar.cookies,
    /** The Cookie header this browser sends, for a plain request such as a download link's. */
    cookieHeader: jar.header,
    readAfterWrite(written: { position: string | null }) {
      if (written.position !== null) readAfter = written.position;
    },
  };
}

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;
export type TestBrowser = ReturnType<typeof newBrowser>;
