import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ONE_PIXEL_PNG } from '@verdant/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: TestBrowser;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  admin = await shop.adminBrowser();
});

afterAll(async () => {
  await shop.stop();
});

const cookieOf = (browser: TestBrowser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function upload(
  bytes: Buffer,
  fileName: string,
  headers: Record<string, string> = { cookie: cookieOf(admin) },
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), fileName);
  return fetch(`${shop.baseUrl}/uploads/images`, { method: 'POST', body: form, headers });
}

const storedFiles = () => readdir(join(shop.dataDir, 'uploads'));

describe('image uploads', () => {
  it('stores an image under a new name and serves it back, cacheable for good', async () => {
    const response = await upload(ONE_PIXEL_PNG, 'fern.png');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/\d+-[0-9a-f-]+\.png$/);

    const served = await fetch(`${shop.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('judges a file by its content: text named .png is refused and nothing is stored', async () => {
    const before = await storedFiles();
    const response = await upload(Buffer.from('<script>alert(1)</script>'), 'innocent.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please upload an image file' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image over 5 MB and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload(Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]), 'huge.png');
    expect(response.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes uploads from admins only, and from this site only', async () => {
    const customer = shop.browser();
    await customer.client.auth.signUp.mutate({
      fullName: 'Neha Shah',
      email: `neha.${Date.now()}@example.in`,
      phone: '9812345678',
      password: 'rubber-plant',
      confirmPassword: 'rubber-plant',
    });

    expect((await upload(ONE_PIXEL_PNG, 'a.png', {})).status).toBe(401);
    // A shopper's storefront session is no back-office session.
    expect((await upload(ONE_PIXEL_PNG, 'a.png', { cookie: cookieOf(customer) })).status).toBe(401);
    expect(
      (await upload(ONE_PIXEL_PNG, 'a.png', { cookie: cookieOf(admin), origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
  });

  it('answers 404 for unknown images and for names that try to leave the folder', async () => {
    expect((await fetch(`${shop.baseUrl}/uploads/1-missing.png`)).status).toBe(404);
    expect((await fetch(`${shop.baseUrl}/uploads/..%2F..%2Fevents.sqlite`)).status).toBe(404);
  });
});

describe('image uploads past the limit', () => {
  it('answer 429 with the message and store nothing', async () => {
    const limited = await startTestShop({ SEED_DEMO_DATA: 'false', RATE_LIMITS: 'upload=1/1h' });
    try {
      const limitedAdmin = await limited.adminBrowser();
      const send = () => {
        const form = new FormData();
        form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'fern.png');
        return fetch(`${limited.baseUrl}/uploads/images`, {
          method: 'POST',
          body: form,
          headers: { cookie: cookieOf(limitedAdmin) },
        });
      };
      expect((await send()).status).toBe(201);
      const stored = await readdir(join(limited.dataDir, 'uploads'));

      const refused = await send();

      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(await readdir(join(limited.dataDir, 'uploads'))).toEqual(stored);
    } finally {
      await limited.stop();
    }
  });
});
