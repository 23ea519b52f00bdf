import {
  CATALOGUE_CACHE_CONTROL,
  UNCACHED_API_CACHE_CONTROL,
} from '@verdant/server/plugins/catalogue-caching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

/** A GET of one procedure as a browser with these cookies sends it, input and all. */
function query(shop: TestShop, browser: TestBrowser, path: string, input?: unknown) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return fetch(`${shop.baseUrl}/trpc/${path}${search}`, { headers: { cookie: cookieHeader(browser) } });
}

/** A POST of one mutation as a browser with these cookies sends it. */
function mutate(shop: TestShop, browser: TestBrowser, path: string, input: unknown) {
  return fetch(`${shop.baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { cookie: cookieHeader(browser), 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
}

const cookieHeader = (browser: TestBrowser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('Cache-Control of API answers', () => {
  let shop: TestShop;
  let customer: Awaited<ReturnType<typeof signedUp>>;
  let admin: TestBrowser;

  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    customer = await signedUp(shop);
    admin = await shop.adminBrowser();
  });

  afterAll(async () => {
    await shop.stop();
  });

  it.each([
    ['auth.session', () => customer],
    ['account.profile', () => customer],
    ['orders.list', () => customer],
    ['admin.dashboard.summary', () => admin],
    ['admin.orders.list', () => admin, {}],
  ] as const)("keeps %s, one person's answer, out of every cache", async (path, browser, input?: unknown) => {
    const response = await query(shop, browser(), path, input);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(UNCACHED_API_CACHE_CONTROL);
    expect(response.headers.get('etag')).toBeNull();
  });

  it("keeps a mutation's answer out of every cache", async () => {
    const { fullName, phone } = customer.details;
    const response = await mutate(shop, customer, 'account.updateProfile', { fullName, phone });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(UNCACHED_API_CACHE_CONTROL);
  });

  it('keeps a batch mixing the catalogue with a personal query out of every cache', async () => {
    const response = await query(shop, customer, 'catalog.categories,auth.session?batch=1');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(UNCACHED_API_CACHE_CONTROL);
  });

  it('lets a public catalogue query be kept, revalidated', async () => {
    const response = await query(shop, customer, 'catalog.categories');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(response.headers.get('etag')).not.toBeNull();
  });
});
