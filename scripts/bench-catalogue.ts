/**
 * Catalogue figures for `npm run bench`: the public listing procedure under load over 1,000 products in the
 * embedded mode (targets: ≥3,000 requests/s, p99 < 25 ms), and the storefront home route's JavaScript
 * (target: ≤150 KB gzipped).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '@verdant/infrastructure/config/config';
import { buildApp } from '@verdant/server/app';
import type { CommandContext } from '@verdant/server/command-handling/handle-command';
import { createLogger } from '@verdant/server/logging';
import { openShop } from '@verdant/server/shop';
import autocannon from 'autocannon';

const PRODUCTS = 1_000;
const CATEGORIES = ['succulents', 'cactus', 'snake', 'indoor-plants', 'air-purifying'];

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  results: number;
}

export async function listingUnderLoad(): Promise<LoadFigures[]> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-catalogue-'));
  const logger = createLogger('silent');
  const shop = await openShop(
    loadConfig({ DATA_DIR: directory, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    logger,
  );
  const context: CommandContext = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' },
  };
  try {
    const categoryIds: string[] = [];
    for (const slug of CATEGORIES) {
      categoryIds.push((await shop.categories.create({ name: slug, slug }, context)).categoryId);
    }
    for (let index = 0; index < PRODUCTS; index++) {
      await shop.products.create(
        {
          name: `Bench Plant ${index}`,
          slug: `bench-plant-${index}`,
          description: 'A sturdy plant for benchmarks, happy in bright indirect light.',
          careGuide: 'Water when the top inch of soil is dry.',
          basePrice: 19_900 + (index % 280) * 1_000,
          salePrice: index % 7 === 0 ? 14_900 : null,
          categoryId: categoryIds[index % categoryIds.length],
        },
        [{ name: 'Large', priceAdjustment: 20_000 }],
        context,
      );
    }
    const head = await shop.stores.eventStore.headPosition();
    if (!(await shop.readModels.waitFor(['product-catalog', 'categories'], head, 120_000)))
      throw new Error('read models behind');

    const app = await buildApp(shop, { logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const listing = (input: object) =>
      `http://127.0.0.1:${address.port}/trpc/products.list?input=${encodeURIComponent(JSON.stringify(input))}`;
    const figures: LoadFigures[] = [];
    for (const [label, input] of [
      ['one category, price range, newest first', { categories: ['cactus'], minPrice: 0, maxPrice: 300_000 }],
      ['the whole shop, price low to high', { sort: 'price_asc' }],
    ] as const) {
      const answer = (await (await fetch(listing(input))).json()) as { result: { data: { total: number } } };
      const { total } = answer.result.data;
      const result = await autocannon({ url: listing(input), connections: 32, duration: 10 });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      figures.push({
        label,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        results: total,
      });
    }
    await app.close();
    return figures;
  } finally {
    await shop.close();
    await rm(directory, { recursive: true, force: true });
  }
}

/** Gzipped size of the scripts the home page loads before it can run: its entry and module preloads. */
export function homeRouteScriptKilobytes(): number | null {
  const dist = join(import.meta.dirname, '..', 'apps', 'storefront', 'dist');
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const bytes = scripts.reduce(
    (total, script) => total + gzipSync(readFileSync(join(dist, script))).length,
    0,
  );
  return bytes / 1024;
}
