import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN_EMAIL } from '@verdant/server/identity/admin-bootstrap';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';
import { startTestShop } from '../support/test-shop';

interface CategoryBatch {
  result: { data: { slug: string }[] };
}

describe('the server process', () => {
  const running: RunningProcess[] = [];
  let dataDir: string;

  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer(environment: Record<string, string> = {}) {
    const port = await freePort();
    const server = runEntryPoint('apps/server/src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...environment,
    });
    running.push(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => {
        const response = await fetch(`${baseUrl}/healthz`);
        if (!response.ok) throw new Error(`healthz ${response.status}`);
      },
      60_000,
      () => `server did not become healthy:\n${server.output()}`,
    );
    return { server, baseUrl };
  }

  const categorySlugs = async (baseUrl: string) => {
    const response = await fetch(`${baseUrl}/trpc/catalog.categories`);
    return ((await response.json()) as CategoryBatch).result.data.map((category) => category.slug);
  };

  it('opens on an empty DATA_DIR with the demo categories and a demo admin, closes cleanly on SIGTERM, and keeps them', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-process-'));
    const demoSlugs = ['succulents', 'cactus', 'snake', 'indoor-plants', 'air-purifying', 'pet-friendly'];

    const first = await startServer();
    await waitUntil(
      async () => expect(await categorySlugs(first.baseUrl)).toEqual(demoSlugs),
      10_000,
      () => 'demo categories did not appear',
    );
    const password = /password: {4}(\S+)/.exec(first.server.output())?.[1];
    expect(password).toBeDefined();
    const adminSignIn = await fetch(`${first.baseUrl}/trpc/admin.auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@verdant.local', password, secretCode: 'any' }),
    });
    expect(adminSignIn.status).toBe(200);
    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    expect(first.server.output()).toContain('closed cleanly');

    const second = await startServer();
    await waitUntil(
      async () => expect(await categorySlugs(second.baseUrl)).toEqual(demoSlugs),
      10_000,
      () => 'categories did not survive the restart',
    );
    expect(second.server.output()).not.toContain('demo catalogue created');
    expect(second.server.output()).not.toContain('Demo admin');
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  });

  it('creates no demo admin in production, though it seeds the demo catalogue', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-process-'));

    // Production refuses to start without its secrets (platform/src/config/config.ts).
    const identitySecret = 'a3f1c9e07b52d4f8e6a1b0c3d5e7f90112233445566778899aabbccddeeff0011';
    const { server, baseUrl } = await startServer({
      NODE_ENV: 'production',
      IDENTITY_SECRET: identitySecret,
      ADMIN_SIGNIN_CODE: '6f1d2c3b4a5e6f708192a3b4c5d6e7f8',
    });
    await waitUntil(
      async () => expect(await categorySlugs(baseUrl)).toContain('succulents'),
      10_000,
      () => 'demo categories did not appear',
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    expect(server.output()).not.toContain('Demo admin');
    // The same secret, or the lookup by email would miss an admin that exists.
    const reopened = await startTestShop({ IDENTITY_SECRET: identitySecret }, dataDir);
    const demoAdmin = await reopened.shop.identity.accounts.accountIdByEmail(DEMO_ADMIN_EMAIL);
    await reopened.stop({ keepData: true });
    expect(demoAdmin).toBeNull();
  });

  it('starts on the embedded stores without loading the libraries of other set-ups or of invoices', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-process-'));
    const loadedModulesFile = join(dataDir, 'loaded-modules.json');
    const probe = fileURLToPath(new URL('../support/loaded-modules-probe.mjs', import.meta.url));

    const { server, baseUrl } = await startServer({
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`,
      LOADED_MODULES_FILE: loadedModulesFile,
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      REDIS_URL: '',
    });
    expect((await fetch(`${baseUrl}/trpc/catalog.categories`)).ok).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const modules = JSON.parse(await readFile(loadedModulesFile, 'utf8')) as string[];
    const packages = new Set(
      modules.flatMap((module) => {
        const found = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module);
        return found ? [found[1]!] : [];
      }),
    );
    // The probe sees the packages a server needs.
    expect([...packages]).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3', 'zod']));
    // An engine's client or connection string parser, Redis, a gateway's library, the PDF tools, SMTP, QR
    // codes for two-factor sign-in, the uploads' file type check: each loaded only when used.
    const onlyWhenUsed = [
      '@eventstore/db-client',
      '@grpc/grpc-js',
      'mongodb',
      'mongodb-connection-string-url',
      'bullmq',
      'ioredis',
      'stripe',
      'razorpay',
      'pdfkit',
      'fontkit',
      'nodemailer',
      'qrcode',
      'file-type',
    ];
    expect(onlyWhenUsed.filter((name) => packages.has(name))).toEqual([]);
  });
});
