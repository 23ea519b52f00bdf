import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyError } from '@verdant/platform';
import { CONCURRENT_CHANGE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@verdant/server/trpc/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal } from '../support/refusal';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

const uniqueSlug = (base: string) => `${base}-${randomUUID().slice(0, 8)}`;

describe('the server', () => {
  let shop: TestShop;
  let admin: TestBrowser;

  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    admin = await shop.adminBrowser();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await shop.stop();
  });

  async function createCategory(name: string) {
    const slug = uniqueSlug('plants');
    const created = await admin.client.admin.categories.create.mutate({ name, slug });
    admin.readAfterWrite(created);
    return { id: created.id, slug };
  }

  it('logs each request once it is answered: method, path without its query string, status and time', async () => {
    const marker = randomUUID();
    const response = await fetch(`${shop.baseUrl}/healthz?probe=${marker}`);
    expect(response.status).toBe(200);
    await sleep(20);
    const lines = shop.logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => (line.req as { path?: string } | undefined)?.path === '/healthz');
    const answered = lines.at(-1);
    expect(answered).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/healthz' },
      statusCode: 200,
    });
    expect(answered?.responseTime).toEqual(expect.any(Number));
    expect(lines.filter((line) => line.reqId === answered?.reqId)).toHaveLength(1);
    expect(shop.logLines.join('')).not.toContain(marker);
  });

  it('answers CONFLICT, asking to try again, when another writer keeps getting there first', async () => {
    const { id } = await createCategory('Orchids');
    const { eventStore } = shop.shop.stores;
    vi.spyOn(eventStore, 'append').mockImplementation(async (streamId, _events, { expectedRevision }) => {
      throw new ConcurrencyError(streamId, expectedRevision, 'unknown');
    });

    const error = await refusal(admin.client.admin.categories.delete.mutate({ id }));

    expect(error.data?.code).toBe('CONFLICT');
    expect(error.data?.httpStatus).toBe(409);
    expect(error.message).toBe(CONCURRENT_CHANGE_MESSAGE);
    expect(CONCURRENT_CHANGE_MESSAGE).toBe(
      'This was changed by someone else at the same time. Please try again.',
    );
  });

  it('answers an unexpected failure with a 500 and a generic message, keeping the cause for the log only', async () => {
    const cause = 'read model file /srv/verdant/read-models.sqlite is corrupt';
    vi.spyOn(shop.shop.readModels, 'collection').mockRejectedValue(new Error(cause));

    const response = await fetch(`${shop.baseUrl}/trpc/catalog.categories`);
    const body = await response.text();

    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toMatchObject({
      error: { message: UNEXPECTED_ERROR_MESSAGE, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
    });
    expect(body).not.toContain('corrupt');
    expect(body).not.toContain('read-models.sqlite');
    expect(shop.logLines.some((line) => line.includes('procedure failed') && line.includes(cause))).toBe(
      true,
    );
  });

  it('refuses to move a category onto a slug another category holds, and writes nothing', async () => {
    const holder = await createCategory('Cacti');
    const mover = await createCategory('Succulents');
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(
      admin.client.admin.categories.update.mutate({ id: mover.id, name: 'Succulents', slug: holder.slug }),
    );

    expect(error.data?.code).toBe('CONFLICT');
    expect(error.message).toBe('A category with this slug already exists');
    expect(error.data?.fieldErrors).toEqual({ slug: 'A category with this slug already exists' });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    const categories = await admin.client.admin.categories.list.query({});
    expect(categories).toContainEqual(expect.objectContaining({ id: holder.id, slug: holder.slug }));
    expect(categories).toContainEqual(expect.objectContaining({ id: mover.id, slug: mover.slug }));
  });
});

describe('graceful shutdown', () => {
  it('stops taking requests, and finishes the one in flight before it closes', async () => {
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    try {
      // Holds the request inside its procedure until the test lets it go.
      const { readModels } = shop.shop;
      const readCollection = readModels.collection.bind(readModels);
      let requestArrived!: () => void;
      const arrived = new Promise<void>((resolve) => {
        requestArrived = resolve;
      });
      let letRequestFinish!: () => void;
      const mayFinish = new Promise<void>((resolve) => {
        letRequestFinish = resolve;
      });
      // Only the request's own read is held: the job workers (the reconciliation runs at start) read on.
      vi.spyOn(readModels, 'collection').mockImplementation(async (projection, logicalName) => {
        if (logicalName === 'categories') {
          requestArrived();
          await mayFinish;
        }
        return readCollection(projection, logicalName);
      });

      const inFlight = fetch(`${shop.baseUrl}/trpc/catalog.categories`);
      await arrived;
      let closed = false;
      const closing = shop.app.close().then(() => {
        closed = true;
      });

      const lateRequest = await fetch(`${shop.baseUrl}/healthz`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(lateRequest);
      await sleep(100);
      expect(closed).toBe(false);

      letRequestFinish();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { data: [] } });
      await closing;
    } finally {
      vi.restoreAllMocks();
      await shop.stop();
    }
  });
});
