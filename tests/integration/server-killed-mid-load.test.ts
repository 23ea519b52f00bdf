import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';
import { openShopStores } from '../support/shop-stores';
import { newBrowser } from '../support/test-shop';

const COMMANDS = 2_000;
const IN_FLIGHT = 64;
const KILL_AFTER_ACKNOWLEDGED = 600;
const ADMIN = { email: 'ops@verdant.test', password: 'verdant-admin-pass', secretCode: 'fern-2468' };

describe('a server killed with -9 in the middle of 2,000 concurrent commands', () => {
  let dataDir: string;
  let server: RunningProcess | null = null;
  afterEach(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer() {
    const port = await freePort();
    server = runEntryPoint('apps/server/src/main.ts', {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_SIGNIN_CODE: ADMIN.secretCode,
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200),
      60_000,
      () => `the server did not start:\n${server?.output()}`,
    );
    return baseUrl;
  }

  it('keeps every command it acknowledged, and none twice', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-killed-'));
    const admin = newBrowser(await startServer());
    await admin.client.admin.auth.signIn.mutate(ADMIN);
    const acknowledged = new Map<string, bigint>();
    let next = 0;
    let killed = false;

    const sendUntilDown = async () => {
      while (next < COMMANDS) {
        const index = next++;
        try {
          const created = await admin.client.admin.categories.create.mutate({
            name: `Category ${index}`,
            slug: `category-${index}`,
          });
          acknowledged.set(created.id, BigInt(created.position ?? '0'));
          if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED && !killed) {
            killed = true;
            server?.child.kill('SIGKILL');
          }
        } catch {
          // Refused or cut off by the kill: not acknowledged, so it may or may not be in the log.
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sendUntilDown));
    await server?.exited;
    expect(killed).toBe(true);

    // The shop starts again on the same files, and serves.
    await startServer();
    server?.child.kill('SIGTERM');
    expect(await server?.exited).toBe(0);

    const stores = await openShopStores(dataDir);
    const created = new Map<string, { position: bigint; count: number }>();
    for await (const batch of stores.eventStore.readAll({}))
      for (const event of batch)
        if (event.type === 'CategoryCreated') {
          const { categoryId } = event.data as { categoryId: string };
          const seen = created.get(categoryId);
          created.set(categoryId, { position: event.position, count: (seen?.count ?? 0) + 1 });
        }
    await stores.close();

    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(created.size).toBeLessThan(COMMANDS);
    for (const [categoryId, position] of acknowledged)
      expect(created.get(categoryId)).toEqual({ position, count: 1 });
    expect([...created.values()].filter(({ count }) => count > 1)).toEqual([]);
  }, 180_000);
});
