import { systemMetadata } from '@verdant/projections/testing/runner-test-kit';
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
