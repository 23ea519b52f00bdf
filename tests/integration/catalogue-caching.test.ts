import {
  CATALOGUE_CACHE_CONTROL,
  CATALOGUE_CDN_CACHE_CONTROL,
} from '@verdant/server/plugins/catalogue-caching';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decoded, rawGet } from '../support/raw-get';
import { salesKit } from '../support/sales';
import { startTestShop, type TestShop } from '../support/test-shop';

const listingInput = {
  0: { categories: [], minPrice: 0, maxPrice: 500_000, inStockOnly: false, onSaleOnly: false, cursor: null },
};

describe('conditional requests for the public catalogue', () => {
  let shop: TestShop;
  let kit: ReturnType<typeof salesKit>;
  let fern: Awaited<ReturnType<ReturnType<typeof salesKit>['createProduct']>>;
  const listing = () =>
    `${shop.baseUrl}/trpc/products.list?batch=1&input=${encodeURIComponent(JSON.stringify(listingInput))}`;

  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    kit = salesKit(shop, await shop.adminBrowser());
    fern = await kit.createProduct({ name: 'Boston Fern' });
    // Enough plants for a listing worth compressing (above 1 KiB).
    for (const name of ['Areca Palm', 'Jade Plant', 'Peace Lily', 'Money Plant', 'Snake Plant', 'ZZ Plant'])
      await kit.createProduct({ name });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it('answers an unchanged listing 304 with no body, and a changed one 200 with a new ETag at once', async () => {
    const first = await rawGet(listing());
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(first.headers['cdn-cache-control']).toBe(CATALOGUE_CDN_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/x-read-after/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await rawGet(listing(), { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    fern = { ...fern, product: { ...fern.product, name: 'Kimberly Queen Fern' } };
    await kit.changeProduct(fern.id, fern.product);
    const position = (await shop.shop.stores.eventStore.headPosition()).toString();
    // The admin's own read after the edit carries its position: never a 304 from before it.
    const changed = await rawGet(listing(), { 'if-none-match': etag, 'x-read-after': position });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString()).toContain('Kimberly Queen Fern');
  });

  it('gives another listing an ETag of its own', async () => {
    const inStock = `${shop.baseUrl}/trpc/products.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { ...listingInput[0], inStockOnly: true } }))}`;
    const [all, onlyInStock] = await Promise.all([rawGet(listing()), rawGet(inStock)]);
    expect(all.headers.etag).not.toBe(onlyInStock.headers.etag);
    expect((await rawGet(inStock, { 'if-none-match': all.headers.etag as string })).status).toBe(200);
  });

  it('sends an unchanged answer again as the same bytes, in each encoding, without running the query', async () => {
    const plant = `${shop.baseUrl}/trpc/products.bySlug?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug: fern.product.slug } }))}`;
    const queries = vi.spyOn(shop.shop.readModels, 'collection');
    try {
      const first = await rawGet(plant);
      expect(queries).toHaveBeenCalled();
      queries.mockClear();
      const again = await rawGet(plant);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }

    const plain = await rawGet(listing());
    for (const encoding of ['br', 'gzip']) {
      const sent = await rawGet(listing(), { 'accept-encoding': encoding });
      const sentAgain = await rawGet(listing(), { 'accept-encoding': encoding });
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(sentAgain.headers['content-encoding']).toBe(encoding);
      expect(sentAgain.body.equals(sent.body)).toBe(true);
      expect(decoded(sentAgain).equals(plain.body)).toBe(true);
    }
  });

  it('never sends a kept answer once the catalogue changed', async () => {
    const compressed = { 'accept-encoding': 'br' };
    expect(decoded(await rawGet(listing(), compressed)).toString()).toContain(fern.product.name);
    fern = { ...fern, product: { ...fern.product, name: 'Blue Star Fern' } };
    await kit.changeProduct(fern.id, fern.product);
    const position = (await shop.shop.stores.eventStore.headPosition()).toString();
    const changed = await rawGet(listing(), { ...compressed, 'x-read-after': position });
    expect(decoded(changed).toString()).toContain('Blue Star Fern');
    expect(decoded(await rawGet(listing(), compressed)).toString()).toContain('Blue Star Fern');
  });

  it('leaves answers that are not the public catalogue, and refusals, uncached', async () => {
    const asha = await kit.customer();
    const cart = await asha.client.cart.get.query();
    expect(cart).toBeDefined();
    const session = await rawGet(`${shop.baseUrl}/trpc/auth.session?batch=1&input=%7B%7D`);
    expect(session.headers.etag).toBeUndefined();
    expect(session.headers['cdn-cache-control']).toBeUndefined();

    const missing = await rawGet(
      `${shop.baseUrl}/trpc/products.bySlug?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug: 'no-such-plant' } }))}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cdn-cache-control']).toBeUndefined();
  });
});
