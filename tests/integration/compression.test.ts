import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, rawGet } from '../support/raw-get';
import { salesKit } from '../support/sales';
import { startTestShop, type TestShop } from '../support/test-shop';

const ENCODINGS = ['br', 'gzip'] as const;

describe('compressed answers', () => {
  let shop: TestShop;
  let script: Buffer;

  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    const kit = salesKit(shop, await shop.adminBrowser());
    for (let index = 0; index < 8; index++) await kit.createProduct({ name: `Calathea ${index}` });
    // A built script with the copies the build makes beside it.
    script = Buffer.from(`console.log(${JSON.stringify(randomBytes(20_000).toString('base64'))});`.repeat(3));
    const assets = join(shop.dataDir, 'web', 'storefront', 'assets');
    await writeFile(join(assets, 'index-Hash1234.js'), script);
    await writeFile(join(assets, 'index-Hash1234.js.br'), brotliCompressSync(script));
    await writeFile(join(assets, 'index-Hash1234.js.gz'), gzipSync(script));
  });
  afterAll(async () => {
    await shop.stop();
  });

  it('serves a built file as the copy the browser accepts, the same bytes once decoded, cached for good', async () => {
    const url = `${shop.baseUrl}/assets/index-Hash1234.js`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);

    for (const encoding of ENCODINGS) {
      const answer = await rawGet(url, { 'accept-encoding': `${encoding}, identity` });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.length).toBeLessThan(script.length * 0.8);
      expect(decoded(answer).equals(script)).toBe(true);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    const preferred = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(preferred.headers['content-encoding']).toBe('br');
  });

  it('compresses an API answer above 1 KiB as negotiated, byte-identical once decoded', async () => {
    const url = `${shop.baseUrl}/trpc/admin.categories.list,products.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { categories: [], minPrice: 0, maxPrice: 500_000, inStockOnly: false, onSaleOnly: false, cursor: null, direction: 'forward' } }))}`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1_024);

    for (const encoding of ENCODINGS) {
      const answer = await rawGet(url, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(decoded(answer).toString()).toBe(plain.body.toString());
    }
  });

  it('sends an API answer under 1 KiB as it is', async () => {
    const answer = await rawGet(`${shop.baseUrl}/trpc/banners.active?batch=1&input=%7B%7D`, {
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1_024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual([{ result: { data: expect.any(Array) } }]);
  });
});
