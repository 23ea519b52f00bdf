import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { silentLogger } from '@verdant/platform';
import { ProjectionRegistry, ProjectionRunner } from '@verdant/platform/runtime';
import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { seedDemoCatalog } from '@verdant/server/seed/demo-catalog';
import { demoPlantsByCategory } from '@verdant/server/seed/demo-products';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: TestBrowser;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminBrowser();
});

afterAll(async () => {
  await shop.stop();
});

const uniqueSlug = (base: string) => `${base}-${randomUUID().slice(0, 8)}`;

/** Both the admin's tab and the shopper's tab read after the admin's write. */
function written(result: { position: string | null }) {
  admin.readAfterWrite(result);
  shop.readAfterWrite(result);
}

async function createCategory(name: string, slug = uniqueSlug('plants')) {
  const created = await admin.client.admin.categories.create.mutate({ name, slug });
  written(created);
  return { ...created, slug };
}

describe('categories through the API', () => {
  it('seeds the six demo categories through commands, in shop order, as events', async () => {
    const empty = await startTestShop({ SEED_DEMO_DATA: 'false' });
    try {
      await seedDemoCatalog(empty.shop, pino({ level: 'silent' }));
      const head = await empty.shop.stores.eventStore.headPosition();
      empty.readAfterWrite({ position: String(head) });

      const categories = await empty.client.catalog.categories.query();

      expect(categories.map((category) => category.slug)).toEqual([
        'succulents',
        'cactus',
        'snake',
        'indoor-plants',
        'air-purifying',
        'pet-friendly',
      ]);
      const [first] = categories;
      const stream = await empty.shop.stores.eventStore.readStream(`category-${first!.id}`);
      expect(stream.map((event) => event.type)).toEqual(['CategoryCreated']);
      expect(stream[0]!.metadata.actor).toEqual({ userId: null, role: 'system' });

      await seedDemoCatalog(empty.shop, pino({ level: 'silent' }));
      expect(await empty.shop.stores.eventStore.headPosition()).toBe(head);
    } finally {
      await empty.stop();
    }
  });

  it('resumes a seed that stopped halfway, creating what is missing and nothing twice', async () => {
    const empty = await startTestShop({ SEED_DEMO_DATA: 'false' });
    const silent = pino({ level: 'silent' });
    const typesWritten = async () => {
      const counts = new Map<string, number>();
      for await (const batch of empty.shop.stores.eventStore.readAll())
        for (const { type } of batch) counts.set(type, (counts.get(type) ?? 0) + 1);
      return counts;
    };
    try {
      // The process dies as the sixth plant is being created: a crash mid-seed.
      const products = empty.shop.catalogue.products;
      const create = products.create.bind(products);
      let calls = 0;
      products.create = (...args) => {
        calls += 1;
        if (calls === 6) return Promise.reject(new Error('the process stopped'));
        return create(...args);
      };
      await expect(seedDemoCatalog(empty.shop, silent)).rejects.toThrow('the process stopped');
      const partly = await typesWritten();
      expect([partly.get('CategoryCreated'), partly.get('ProductCreated')]).toEqual([6, 5]);
      products.create = create;

      // The next start takes it up where it stopped.
      await seedDemoCatalog(empty.shop, silent);
      const plants = Object.values(demoPlantsByCategory).flat();
      const written = await typesWritten();
      expect(written.get('CategoryCreated')).toBe(6);
      expect(written.get('ProductCreated')).toBe(plants.length);
      expect(written.get('BannerCreated')).toBe(3);
      // Each plant once, by its slug.
      const slugs: string[] = [];
      for await (const batch of empty.shop.stores.eventStore.readAll())
        for (const event of batch)
          if (event.type === 'ProductCreated') slugs.push((event.data as { slug: string }).slug);
      expect(slugs.sort()).toEqual(plants.map((plant) => plant.slug).sort());
      const head = await empty.shop.stores.eventStore.headPosition();
      // Seeded whole: a start after writes nothing.
      await seedDemoCatalog(empty.shop, silent);
      expect(await empty.shop.stores.eventStore.headPosition()).toBe(head);
    } finally {
      await empty.stop();
    }
  });

  it('never seeds a shop whose log began otherwise', async () => {
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    try {
      const admin = await shop.adminBrowser();
      admin.readAfterWrite(
        await admin.client.admin.categories.create.mutate({ name: 'Ferns', slug: 'ferns' }),
      );
      const head = await shop.shop.stores.eventStore.headPosition();
      await seedDemoCatalog(shop.shop, pino({ level: 'silent' }));
      expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    } finally {
      await shop.stop();
    }
  });

  it("holds a read that carries the write's position until the read model has it (read-your-writes)", async () => {
    // Nothing feeds this server's read models (PROJECTIONS=external) until the test starts a runner, so the
    // read model stays behind the write for as long as the test needs.
    const behind = await startTestShop({ PROJECTIONS: 'external', SEED_DEMO_DATA: 'false' });
    const { eventStore, readStore } = behind.shop.stores;
    const projectionWorker = new ProjectionRunner({
      eventStore,
      readStore,
      codec: behind.shop.eventSourcing.codec,
      registry: new ProjectionRegistry(readStore),
      projections: [categoriesProjection],
      logger: silentLogger,
    });
    try {
      const writer = await behind.adminBrowser();
      const slug = uniqueSlug('ferns');
      const created = await writer.client.admin.categories.create.mutate({ name: 'Ferns', slug });
      expect(created.position).toMatch(/^\d+$/);
      writer.readAfterWrite(created);

      expect(await behind.browser().client.catalog.categories.query()).toEqual([]);
      let answered = false;
      const readAfterWrite = writer.client.catalog.categories.query().finally(() => {
        answered = true;
      });
      await sleep(300);
      expect(answered).toBe(false);
      projectionWorker.start();

      expect(await readAfterWrite).toEqual([
        { id: created.id, name: 'Ferns', slug, description: null, imageUrl: null },
      ]);
    } finally {
      await projectionWorker.stop();
      await behind.stop();
    }
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(admin.client.admin.categories.create.mutate({ name: '  ', slug: '' }));

    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe('Name is required');
    expect(error.data?.fieldErrors).toEqual({ name: 'Name is required', slug: 'Slug is required' });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a duplicate slug with a clear message and no event', async () => {
    const { slug } = await createCategory('Palms');
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(admin.client.admin.categories.create.mutate({ name: 'More palms', slug }));

    expect(error.data?.code).toBe('CONFLICT');
    expect(error.message).toBe('A category with this slug already exists');
    expect(error.data?.fieldErrors).toEqual({ slug: 'A category with this slug already exists' });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('moves a category to a new slug and frees the old one', async () => {
    const { id, slug: oldSlug } = await createCategory('Herbs');
    const newSlug = uniqueSlug('kitchen-herbs');

    written(
      await admin.client.admin.categories.update.mutate({
        id,
        name: 'Kitchen Herbs',
        slug: newSlug,
        description: 'Basil and friends',
      }),
    );

    const listed = await admin.client.admin.categories.list.query({ search: 'kitchen' });
    expect(listed).toEqual([
      expect.objectContaining({ id, name: 'Kitchen Herbs', slug: newSlug, description: 'Basil and friends' }),
    ]);
    const takenAgain = await createCategory('Herbs again', oldSlug);
    expect(takenAgain.id).not.toBe(id);
    const error = await refusal(
      admin.client.admin.categories.create.mutate({ name: 'Clash', slug: newSlug }),
    );
    expect(error.data?.code).toBe('CONFLICT');
  });

  it('deletes a category: gone from the lists, its slug free again', async () => {
    const { id, slug } = await createCategory('Bonsai');

    written(await admin.client.admin.categories.delete.mutate({ id }));

    expect((await shop.client.catalog.categories.query()).map((category) => category.id)).not.toContain(id);
    expect(await admin.client.admin.categories.list.query({})).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    await createCategory('Bonsai', slug);
  });

  it('answers NOT_FOUND for an unknown category and leaves the slug it tried free', async () => {
    const slug = uniqueSlug('ghost');

    const error = await refusal(
      admin.client.admin.categories.update.mutate({ id: randomUUID(), name: 'Ghost', slug }),
    );

    expect(error.data?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Category not found');
    await createCategory('Not a ghost', slug);
  });

  it('answers 404 for a procedure that does not exist', async () => {
    const response = await fetch(`${shop.baseUrl}/trpc/catalog.nothingHere`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe('NOT_FOUND');
  });
});

describe('serving the web apps', () => {
  const page = async (path: string) => {
    const response = await fetch(`${shop.baseUrl}${path}`);
    return {
      status: response.status,
      body: await response.text(),
      cache: response.headers.get('cache-control'),
    };
  };

  it('answers client-side routes with the app page (SPA fallback)', async () => {
    expect(await page('/')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>storefront'),
      cache: 'no-cache',
    });
    expect(await page('/admin/')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>admin'),
    });
    expect(await page('/shop?category=cactus')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>storefront'),
    });
    expect(await page('/product/some-plant')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>storefront'),
    });
    expect(await page('/admin')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>admin'),
    });
    expect(await page('/admin/categories')).toMatchObject({
      status: 200,
      body: expect.stringContaining('<title>admin'),
    });
  });

  it('serves built assets with a long cache, and missing files as real 404s', async () => {
    expect(await page('/assets/app.js')).toMatchObject({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await page('/admin/assets/app.js')).toMatchObject({
      status: 200,
      body: expect.stringContaining('admin'),
    });
    expect((await page('/assets/missing.js')).status).toBe(404);
    expect((await page('/admin/assets/missing.css')).status).toBe(404);
    expect((await page('/favicon-missing.ico')).status).toBe(404);
  });
});

describe('/healthz', () => {
  it('reports each adapter and every projection with its lag', async () => {
    const response = await fetch(`${shop.baseUrl}/healthz`);
    const health = (await response.json()) as Record<string, unknown>;

    expect(response.status).toBe(200);
    expect(health).toMatchObject({
      status: 'ok',
      // The engines the suite runs against: embedded unless their URLs are set.
      eventStore: { engine: shop.shop.config.eventStoreUrl ? 'eventstoredb' : 'sqlite', ok: true },
      readStore: { engine: shop.shop.config.mongodbUrl ? 'mongodb' : 'embedded', ok: true },
      jobQueue: { engine: shop.shop.config.redisUrl ? 'bullmq' : 'sqlite', ok: true },
      projections: expect.arrayContaining([
        expect.objectContaining({ name: 'categories', version: 1, error: null }),
        expect.objectContaining({ name: 'account-profiles', version: 1, error: null }),
        expect.objectContaining({ name: 'addresses', version: 2, error: null }),
      ]),
    });
  });
});
