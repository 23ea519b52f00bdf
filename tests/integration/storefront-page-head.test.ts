import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedDemoCatalog } from '@verdant/server/seed/demo-catalog';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesKit } from '../support/sales';
import { startTestShop, type TestShop } from '../support/test-shop';

/** A built storefront's page and manifest, as Vite writes them: the page loads the entry and a shared chunk. */
const PAGE =
  '<!doctype html><html><head><title>storefront</title>' +
  '<script type="module" crossorigin src="/assets/index-Entry.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-Chunk.js"></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-Entry.js', isEntry: true, imports: ['_shared-Chunk.js'] },
  '_shared-Chunk.js': { file: 'assets/shared-Chunk.js' },
  '_icons-Chunk.js': { file: 'assets/icons-Chunk.js', imports: ['_shared-Chunk.js'] },
  'src/features/shop/shop-page.tsx': { file: 'assets/shop-page-Hash.js', imports: ['index.html'] },
  'src/features/product/product-page.tsx': {
    file: 'assets/product-page-Hash.js',
    imports: ['index.html', '_shared-Chunk.js', '_icons-Chunk.js'],
  },
};

/** The listing exactly as the storefront's unfiltered shop page asks for it. */
const PLAIN_SHOP_LISTING = {
  categories: [],
  minPrice: 0,
  maxPrice: 500_000,
  inStockOnly: false,
  onSaleOnly: false,
  sort: 'newest' as const,
};

interface FirstScreen {
  queries: { queryKey: unknown; state: { status: string; data: unknown } }[];
}

let shop: TestShop;
let hostileSlug: string;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  const storefront = join(shop.dataDir, 'web', 'storefront');
  await writeFile(join(storefront, 'index.html'), PAGE);
  await mkdir(join(storefront, '.vite'));
  await writeFile(join(storefront, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await seedDemoCatalog(shop.shop, pino({ level: 'silent' }));
  const kit = salesKit(shop, await shop.adminBrowser());
  const hostile = await kit.createProduct({ name: 'Fern </script><script>alert(1)</script>' });
  hostileSlug = hostile.product.slug;
  // The pages read the read models as they stand: wait until they hold every write above.
  shop.readAfterWrite({ position: String(await shop.shop.stores.eventStore.headPosition()) });
  await shop.client.products.list.query({});
});

afterAll(async () => {
  await shop.stop();
});

async function page(path: string) {
  const response = await fetch(`${shop.baseUrl}${path}`);
  expect(response.status).toBe(200);
  const body = await response.text();
  const [, nonce] = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '') ?? [];
  const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(body)?.[1];
  return {
    body,
    nonce,
    scriptSrc: /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
    // The page's own script, after the app's.
    pageScripts: [
      ...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g),
    ].map(([, href]) => href),
    imagePreloads: [
      ...body.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g),
    ].map(([, href]) => href),
    firstScreen: data === undefined ? undefined : (JSON.parse(data) as FirstScreen),
  };
}

describe("a storefront page's head", () => {
  it("carries a plant's page script, picture and details, the data block without a nonce", async () => {
    const plant = await shop.client.products.bySlug.query({ slug: 'parlour-palm' });
    const { body, nonce, scriptSrc, pageScripts, imagePreloads, firstScreen } =
      await page('/product/parlour-palm');

    // Its own chunk and the one it imports that the page does not load anyway.
    expect(pageScripts).toEqual(['/assets/product-page-Hash.js', '/assets/icons-Chunk.js']);
    expect(imagePreloads).toEqual(['/images/plants/parlour-palm.svg']);
    expect(firstScreen?.queries).toEqual([
      {
        queryKey: [['products', 'bySlug'], { input: { slug: 'parlour-palm' }, type: 'query' }],
        queryHash: expect.any(String),
        dehydratedAt: expect.any(Number),
        state: expect.objectContaining({ status: 'success', data: plant }),
      },
    ]);
    // Only the build's script runs, by this answer's nonce; the data is not a script and gets none.
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect([...body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/index-Entry.js">`,
      '<script type="application/json" id="first-screen-data">',
    ]);
  });

  it('keeps what a product says from ending the data block', async () => {
    const { body, firstScreen } = await page(`/product/${hostileSlug}`);

    expect(body).not.toContain('<script>alert(1)');
    expect(firstScreen?.queries[0]?.state.data).toMatchObject({
      name: 'Fern </script><script>alert(1)</script>',
    });
  });

  it("names an unknown plant's page script only, leaving the refusal for the app to ask for", async () => {
    const { pageScripts, imagePreloads, firstScreen } = await page('/product/no-such-plant');

    expect(pageScripts).toEqual(['/assets/product-page-Hash.js', '/assets/icons-Chunk.js']);
    expect(imagePreloads).toEqual([]);
    expect(firstScreen).toBeUndefined();
  });

  it("carries the plain shop's first page of plants and the first row's pictures", async () => {
    const listing = await shop.client.products.list.query(PLAIN_SHOP_LISTING);
    const { pageScripts, imagePreloads, firstScreen } = await page('/shop');

    expect(pageScripts).toEqual(['/assets/shop-page-Hash.js']);
    expect(firstScreen?.queries).toEqual([
      expect.objectContaining({
        queryKey: [['products', 'list'], { input: PLAIN_SHOP_LISTING, type: 'infinite' }],
        state: expect.objectContaining({ status: 'success', data: { pages: [listing], pageParams: [null] } }),
      }),
    ]);
    const firstRow = listing.products.slice(0, 2).flatMap(({ mainImageUrl }) => mainImageUrl ?? []);
    expect(imagePreloads).toEqual(firstRow);
  });

  it('leaves a filtered shop, the home page and the back office to fetch their own data', async () => {
    const filtered = await page('/shop?category=cactus');
    expect(filtered.pageScripts).toEqual(['/assets/shop-page-Hash.js']);
    expect(filtered.firstScreen).toBeUndefined();

    for (const path of ['/', '/about', '/admin/products']) {
      const { body } = await page(path);
      expect(body, path).not.toContain('first-screen-data');
      expect(body, path).not.toContain('rel="preload"');
      expect(body, path).not.toContain('fetchpriority');
    }
  });

  it('never serves the build manifest, which only the server reads', async () => {
    const response = await fetch(`${shop.baseUrl}/.vite/manifest.json`);
    expect(response.status).toBe(404);
  });
});
