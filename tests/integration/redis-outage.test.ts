import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { waitUntil } from '../support/processes';
import { type RunningRedis, startRedisServer } from '../support/redis-server';
import { startTestShop, type TestShop } from '../support/test-shop';

describe('Redis stopped while the shop runs its jobs on BullMQ', () => {
  let redisDir: string;
  let redis: RunningRedis;
  let shop: TestShop;
  afterEach(async () => {
    await shop.stop();
    await redis.stop();
    await rm(redisDir, { recursive: true, force: true });
  });

  it('loses no job whose intent is in the log, and sends each mail once when Redis is back', async () => {
    redisDir = await mkdtemp(join(tmpdir(), 'verdant-redis-'));
    redis = await startRedisServer({ dir: redisDir });
    const port = Number(new URL(redis.url).port);
    shop = await startTestShop({ REDIS_URL: redis.url, SEED_DEMO_DATA: 'false' });
    const before = await signedUp(shop);
    expect(await shop.mailTo(before.details.email)).toHaveLength(1);

    await redis.stop();
    // Signing up needs only the event log: the welcome mail's intent is the AccountRegistered event.
    const during = await signedUp(shop);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await shop.shop.stores.mailOutbox.list({ to: during.details.email })).toEqual([]);

    redis = await startRedisServer({ port, dir: redisDir });

    await waitUntil(
      async () =>
        expect(await shop.shop.stores.mailOutbox.list({ to: during.details.email })).toHaveLength(1),
      20_000,
      () => 'the welcome mail asked for while Redis was down was never sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await shop.shop.stores.mailOutbox.list({ to: during.details.email })).toHaveLength(1);
    expect(await shop.shop.stores.mailOutbox.list({ to: before.details.email })).toHaveLength(1);
  }, 60_000);
});
