import { systemMetadata } from '@verdant/platform/testing';
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

    const admin = await shop.adminBrowser();
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const detail = (await (
      await fetch(`${shop.baseUrl}/healthz`, { headers: { ...fromOutside, cookie } })
    ).json()) as Record<string, unknown>;
    expect(Object.keys(detail).sort()).toEqual(
      ['eventStore', 'jobQueue', 'projections', 'reactions', 'readStore', 'status'].sort(),
    );

    const local = (await (await fetch(`${shop.baseUrl}/healthz`)).json()) as Record<string, unknown>;
    expect(local.eventStore).toMatchObject({ ok: true });
  });
});
