import { join } from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { holdEventLogWriteLock } from '@verdant/platform/testing';
import { STORE_UNAVAILABLE_MESSAGE } from '@verdant/server/trpc/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/test-shop';

describe('commands while the event log cannot be written', () => {
  let shop: TestShop;
  afterEach(async () => {
    await shop.stop();
  });

  it('answer 503 with a clear message, write nothing, and go through again once the log is free', async () => {
    // Another process holding the embedded log's write lock: the log stays embedded, the rest may not.
    shop = await startTestShop({ SEED_DEMO_DATA: 'false', EVENTSTORE_URL: '' });
    const admin = await shop.adminBrowser();
    const head = await shop.shop.stores.eventStore.headPosition();
    // Another process holding the log's write lock past the wait, as a stuck or hostile writer would.
    const lock = holdEventLogWriteLock(join(shop.dataDir, 'events.sqlite'));
    const fern = { name: 'Ferns', slug: 'ferns' };

    const refused = await admin.client.admin.categories.create.mutate(fern).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<never>).message).toBe(STORE_UNAVAILABLE_MESSAGE);
    // A store out of reach may have taken an append before the connection dropped: never 'nothing changed'.
    expect(STORE_UNAVAILABLE_MESSAGE).toContain('may not have been saved');
    expect((refused as TRPCClientError<never>).data).toMatchObject({ httpStatus: 503 });
    lock.release();
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);

    const created = await admin.client.admin.categories.create.mutate(fern);
    expect(BigInt(created.position ?? '0')).toBeGreaterThan(head);
  }, 30_000);
});
