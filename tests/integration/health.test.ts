import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { SqliteLeaseStore } from '@verdant/platform/runtime';
import { systemMetadata } from '@verdant/platform/testing';
import { allProjections } from '@verdant/projections';
import { jobWorkerHealthFile } from '@verdant/server/job-workers';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

describe('/healthz when a projection meets an event it cannot read', () => {
  let shop: TestShop;

  afterEach(async () => {
    await shop.stop();
  });

  it('answers 503 and names the projection, stream and position', async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    const { position } = await shop.shop.stores.eventStore.append(
      'mystery-1',
      [
        {
          type: 'SomethingNobodyDefined',
          data: {},
          metadata: systemMetadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    const health = await waitUntil(
      async () => {
        const response = await fetch(`${shop.baseUrl}/healthz`);
        if (response.status !== 503) throw new Error(`status ${response.status}`);
        return (await response.json()) as {
          status: string;
          projections: { name: string; state: string; error: string }[];
        };
      },
      5_000,
      () => 'healthz never reported the failed projection',
    );

    expect(health.status).toBe('degraded');
    expect(health.projections).toContainEqual(
      expect.objectContaining({
        name: 'categories',
        state: 'failed',
        error: `Unreadable event in stream mystery-1 at position ${position}: unknown event type SomethingNobodyDefined`,
      }),
    );
  });
});

describe('/healthz for a caller who is not the machine itself', () => {
  let shop: TestShop;

  afterEach(async () => {
    await shop.stop();
  });

  it('tells a visitor the status alone, and an admin of the back office the detail', async () => {
    // A trusted proxy names the caller: a visitor from the internet, seen through it.
    shop = await startTestShop({ SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true' });
    const fromOutside = { 'x-forwarded-for': '203.0.113.20' };

    const visitor = await fetch(`${shop.baseUrl}/healthz`, { headers: fromOutside });
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ status: 'ok' });
    // The visitor learns which server answered by an opaque id alone, never its host.
    const servedBy = visitor.headers.get('x-served-by');
    expect(servedBy).toMatch(/^[0-9a-f]{8}$/);

    const admin = await shop.adminBrowser();
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const detail = (await (
      await fetch(`${shop.baseUrl}/healthz`, { headers: { ...fromOutside, cookie } })
    ).json()) as Record<string, unknown>;
    expect(Object.keys(detail).sort()).toEqual(
      [
        'eventStore',
        'instance',
        'jobQueue',
        'jobWorkers',
        'leases',
        'projections',
        'reactions',
        'readStore',
        'status',
      ].sort(),
    );
    // This server feeds the read models and works the jobs itself: no lease or job worker to name.
    expect(detail).toMatchObject({ leases: null, jobWorkers: null });

    expect(detail.instance).toEqual({ id: servedBy, host: hostname(), pid: process.pid });

    const local = (await (await fetch(`${shop.baseUrl}/healthz`)).json()) as Record<string, unknown>;
    expect(local.eventStore).toMatchObject({ ok: true });
  });
});

describe('/healthz of a server that leaves the work to workers', () => {
  let shop: TestShop;

  afterEach(async () => {
    await shop.stop();
  });

  it('names who holds each lease, and the job workers that reported in the last minute', async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false', WORKERS: 'external' });
    const leases = await SqliteLeaseStore.open({ file: join(shop.dataDir, 'leases.sqlite') });
    try {
      await leases.acquire('projection:categories', 'worker-a:42:abcd', 60_000);
      await leases.acquire('reactions', 'worker-b:43:ef01', 60_000);
      // Run out: its holder stopped renewing it.
      await leases.acquire('projection:customer-orders', 'worker-c:44:2345', 1);
    } finally {
      await leases.close();
    }
    const now = Date.now();
    const report = (host: string, ageMs: number) =>
      writeFile(
        join(shop.dataDir, jobWorkerHealthFile(host)),
        JSON.stringify({ checkedAt: new Date(now - ageMs).toISOString() }),
      );
    await report('jobs-1', 5_000);
    await report('jobs-gone', 61_000);
    await writeFile(join(shop.dataDir, jobWorkerHealthFile('jobs-torn')), '{"checked');

    const detail = (await (await fetch(`${shop.baseUrl}/healthz`)).json()) as {
      leases: { lease: string; holder: string | null }[];
      jobWorkers: { host: string; checkedAt: string }[];
    };

    expect(detail.leases).toEqual([
      ...allProjections.map(({ name }) => ({
        lease: `projection:${name}`,
        holder: name === 'categories' ? 'worker-a:42:abcd' : null,
      })),
      { lease: 'reactions', holder: 'worker-b:43:ef01' },
    ]);
    expect(detail.jobWorkers).toEqual([{ host: 'jobs-1', checkedAt: new Date(now - 5_000).toISOString() }]);
  });
});
