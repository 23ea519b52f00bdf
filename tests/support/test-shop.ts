import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { loadConfig } from '@verdant/infrastructure/config/config';
import { buildApp } from '@verdant/server/app';
import { openShop } from '@verdant/server/shop';
import type { AppRouter } from '@verdant/server/trpc/router';
import pino from 'pino';

/**
 * A real shop on a free port: embedded stores in a temporary DATA_DIR, the in-process projection runner,
 * the Fastify server, and placeholder built apps so the static serving can be checked.
 */
export async function startTestShop(environment: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'verdant-shop-'));
  const webApps = { storefront: join(dataDir, 'web', 'storefront'), admin: join(dataDir, 'web', 'admin') };
  for (const [name, root] of Object.entries(webApps)) {
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(join(root, 'assets', 'app.js'), `console.log('${name}')`);
  }
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment });
  const logger = pino({ level: 'silent' });
  const shop = await openShop(config, logger);
  const app = await buildApp(shop, { logger, webApps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  let readAfter: string | null = null;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        headers: () => (readAfter ? { 'x-read-after': readAfter } : {}),
      }),
    ],
  });

  return {
    shop,
    app,
    baseUrl,
    client,
    /** What the web apps' link does: later queries wait for the read models to include this write. */
    readAfterWrite(written: { position: string | null }) {
      if (written.position !== null) readAfter = written.position;
    },
    async stop() {
      await app.close();
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;
