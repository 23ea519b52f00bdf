/**
 * Catalogue figures for `npm run bench`: the storefront home route's JavaScript as sent (target: ≤150 KB)
 * and whether any admin code reached the storefront's scripts; and the catalogue the load benchmark
 * (scripts/bench-load.ts) runs on, with the listings its shoppers ask for.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type CommandContext, loadConfig } from '@verdant/platform';
import { createLogger } from '@verdant/server/logging';
import { openShop } from '@verdant/server/shop';
import { REPOSITORY } from './bench-server';

const PRODUCTS = 1_000;
const CATEGORIES = ['succulents', 'cactus', 'snake', 'indoor-plants', 'air-purifying'];

/**
 * What shoppers ask the listing for, in the storefront's own request format (a tRPC batch of one, the input
 * as useInfiniteQuery sends it): the first page of the shop and of a few filtered views, and a next page.
 * Prices in paise.
 */
export const SHOPPER_LISTINGS: readonly { cursor?: number; [filter: string]: unknown }[] = [
  { sort: 'newest' },
  { sort: 'newest', cursor: 24 },
  { categories: ['cactus'], sort: 'newest' },
  { categories: ['indoor-plants'], maxPrice: 150_000, sort: 'price_asc' },
  { categories: ['succulents', 'snake'], sort: 'price_desc' },
  { categories: ['air-purifying'], minPrice: 50_000, maxPrice: 200_000, sort: 'newest', cursor: 24 },
  { inStockOnly: true, sort: 'price_asc' },
  { onSaleOnly: true, sort: 'newest' },
  { minPrice: 100_000, maxPrice: 300_000, sort: 'price_desc' },
];

export const storefrontListingPath = ({ cursor, ...filters }: (typeof SHOPPER_LISTINGS)[number]) => {
  const input = {
    categories: [],
    minPrice: 0,
    maxPrice: 500_000,
    inStockOnly: false,
    onSaleOnly: false,
    ...filters,
    cursor: cursor ?? null,
    direction: 'forward',
  };
  return `/trpc/products.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
};

/**
 * 1,000 products across five categories, with prices, sales and stock statuses spread out; returns those a
 * shopper can buy (not out of stock).
 */
export async function fillCatalogue(directory: string): Promise<string[]> {
  const shop = await openShop(
    loadConfig({ DATA_DIR: directory, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    createLogger('silent'),
  );
  const context: CommandContext = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' },
  };
  try {
    const inStock: string[] = [];
    const categoryIds: string[] = [];
    for (const slug of CATEGORIES) {
      categoryIds.push((await shop.catalogue.categories.create({ name: slug, slug }, context)).categoryId);
    }
    for (let index = 0; index < PRODUCTS; index++) {
      const stockStatus = index % 11 === 0 ? 'out_of_stock' : index % 5 === 0 ? 'low_stock' : 'in_stock';
      const { productId } = await shop.catalogue.products.create(
        {
          name: `Bench Plant ${index}`,
          slug: `bench-plant-${index}`,
          description: 'A sturdy plant for benchmarks, happy in bright indirect light.',
          careGuide: 'Water when the top inch of soil is dry.',
          basePrice: 19_900 + (index % 280) * 1_000,
          salePrice: index % 7 === 0 ? 14_900 : null,
          stockStatus,
          categoryId: categoryIds[index % categoryIds.length],
        },
        [{ name: 'Large', priceAdjustment: 20_000 }],
        context,
      );
      if (stockStatus !== 'out_of_stock') inStock.push(productId);
    }
    const head = await shop.stores.eventStore.headPosition();
    if (!(await shop.readModels.waitFor(['product-catalog', 'categories'], head, 120_000)))
      throw new Error('read models behind');
    return inStock;
  } finally {
    await shop.close();
  }
}

const STOREFRONT_DIST = join(REPOSITORY, 'apps', 'storefront', 'dist');
const ADMIN_DIST = join(REPOSITORY, 'apps', 'admin', 'dist');
/** Every admin screen's title ends with it, and no storefront page says it. */
const ADMIN_MARKER = 'Verdant Admin';

/**
 * What the scripts the home page loads before it can run (its entry and module preloads) weigh as the server
 * sends them to a browser that accepts brotli: the build's .br copies.
 */
export function homeRouteScriptKilobytes(): number | null {
  const indexFile = join(STOREFRONT_DIST, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const bytes = scripts.reduce(
    (total, script) => total + statSync(join(STOREFRONT_DIST, `${script}.br`)).size,
    0,
  );
  return bytes / 1024;
}

/**
 * The storefront's scripts that carry admin code (every one of them, not only the home route's), or null
 * when either app is not built. The marker must be found in the admin build, or a renamed title would
 * silently make this check pass.
 */
export function storefrontScriptsWithAdminCode(): string[] | null {
  const scriptsOf = (dist: string) => {
    const assets = join(dist, 'assets');
    if (!existsSync(assets)) return null;
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));
  };
  const storefront = scriptsOf(STOREFRONT_DIST);
  const admin = scriptsOf(ADMIN_DIST);
  if (storefront === null || admin === null) return null;
  if (!admin.some(({ text }) => text.includes(ADMIN_MARKER)))
    throw new Error(`the admin build no longer contains "${ADMIN_MARKER}": choose another marker`);
  return storefront.filter(({ text }) => text.includes(ADMIN_MARKER)).map(({ file }) => file);
}
