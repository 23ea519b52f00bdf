import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteLeaseStore } from '@verdant/platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';
import { roundRobinProxy } from '../support/round-robin-proxy';

const ADMIN = { email: 'operator@verdant.test', password: 'operator-pass-2026', code: 'verify-code' };
const STEP_TITLES = [
  'The admin signs in to the back office',
  'A throwaway customer signs up',
  'The customer browses the catalogue and a product page',
  "A single-use coupon made for this run applies to the customer's cart",
  'A cash-on-delivery order is placed and cancelled',
  'Every read sees the write before it, whichever server answers',
  'Every projection and the reactions are fed by a live worker, and a job worker is alive',
  'A report is built by a job worker',
  'A read model equals its events (rebuild --check)',
  'What the run made is removed',
];

/**
 * The distributed mode on one data folder: two servers with WORKERS=external behind a proxy that sends each
 * request to the other, a projections worker and a jobs worker, each its own process. The proof runs as the
 * operator runs it, from outside.
 */
describe('npm run verify:stack against a running stack', () => {
  let dataDir: string;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  let projectionsWorker: RunningProcess;
  const processes: RunningProcess[] = [];
  const fleet = {
    WORKERS: 'external',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    IDENTITY_SECRET: randomBytes(32).toString('hex'),
    ADMIN_SIGNIN_CODE: ADMIN.code,
    // A dead worker's leases run out within a second and a half.
    PROJECTION_LEASE_TTL_MS: '1500',
    PROJECTION_LEASE_RENEW_MS: '300',
  };
  const start = (entry: string, environment: Record<string, string> = {}) => {
    const running = runEntryPoint(entry, { ...fleet, DATA_DIR: dataDir, ...environment });
    processes.push(running);
    return running;
  };
  const startServer = async (environment: Record<string, string>) => {
    const port = await freePort();
    const server = start('apps/server/src/main.ts', {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200),
      60_000,
      () => `a server did not start:\n${server.output()}`,
    );
    return baseUrl;
  };
  const verifyStack = async () => {
    const proof = runEntryPoint(
      'apps/server/src/verify-stack/main.ts',
      {
        VERIFY_ADMIN_PASSWORD: ADMIN.password,
        ADMIN_SIGNIN_CODE: ADMIN.code,
        // The stores `rebuild --check` reads: the stack's data folder.
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      ['--url', proxy.url, '--admin-email', ADMIN.email, '--servers', '2'],
    );
    return { code: await proof.exited, output: proof.stdout(), all: proof.output() };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-verify-stack-'));
    projectionsWorker = start('workers/src/projections-process.ts');
    // The first server seeds the demo catalogue and makes the admin; the second does neither.
    const first = await startServer({
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    start('apps/server/src/jobs-process.ts');
    const second = await startServer({ SEED_DEMO_DATA: 'false' });
    proxy = await roundRobinProxy([first, second]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const running of processes) {
      if (running.child.exitCode === null) running.child.kill('SIGTERM');
      await running.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('passes every step against a healthy stack, through both servers', async () => {
    const proof = await verifyStack();

    expect(proof.code, proof.all).toBe(0);
    for (const title of STEP_TITLES)
      expect(proof.output).toMatch(new RegExp(`PASS +\\d+\\. ${escaped(title)} \\(\\d+\\.\\d s\\)`));
    expect(proof.output).toMatch(/reads by server: [0-9a-f]{8}: \d+, [0-9a-f]{8}: \d+/);
    expect(proof.output).toMatch(/coupons v\d+: .* equal to its events/);
    expect(proof.output).toMatch(/VERDICT: PROVEN: every step passed \(10 steps in [\d.]+ s\)\n$/);
  }, 120_000);

  it('fails, naming the leases nobody holds, once the projections worker is gone', async () => {
    projectionsWorker.child.kill('SIGKILL');
    await projectionsWorker.exited;
    const leases = await SqliteLeaseStore.open({ file: join(dataDir, 'leases.sqlite') });
    try {
      await waitUntil(
        async () => expect(await leases.holderOf('reactions')).toBeNull(),
        10_000,
        () => 'the dead worker kept its lease',
      );
    } finally {
      await leases.close();
    }

    const proof = await verifyStack();

    expect(proof.code, proof.all).toBe(1);
    expect(proof.output).toMatch(/FAIL +7\. Every projection and the reactions are fed by a live worker/);
    expect(proof.output).toMatch(
      /no live worker holds the lease of projection:[a-z-]+, .*reactions: is the projection worker running\?/,
    );
    expect(proof.output).toMatch(/FAIL +2\. A throwaway customer signs up .*\n.*its read model is behind/);
    // Erasure waits for the read models that hold the email: the customer is left, and the proof says how
    // to erase it.
    expect(proof.output).toMatch(
      /FAIL 10\. What the run made is removed .*\n.*customer verify-stack\+[0-9a-f]{8}@example\.invalid is left .*npm run customer:erase/,
    );
    expect(proof.output).toMatch(/VERDICT: FAILED: step 2, 7, 10 failed, step 3, 4, 5, 6 not run/);
  }, 120_000);
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
