import { type APIRequestContext, expect, request } from '@playwright/test';
import { adminAccount } from './accounts';
import { uniqueSuffix } from './demo-catalog';

interface NewProduct {
  name: string;
  slug: string;
  basePrice: number;
  salePrice?: number;
  stockStatus?: 'in_stock' | 'low_stock' | 'out_of_stock';
  tags?: string[];
  description?: string;
  variants?: { name: string; priceAdjustment: number }[];
}

export async function call<Output>(
  api: APIRequestContext,
  procedure: string,
  input: unknown,
): Promise<Output> {
  const response = await api.post(`/trpc/${procedure}`, { data: input });
  expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
  return (await response.json()).result.data as Output;
}

/** An API client signed in as the e2e admin (its session cookie rides along with every call). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await call(api, 'admin.auth.signIn', adminAccount);
  return api;
}

/** Read-your-writes: waits until the storefront's read models hold what was written up to `position`. */
export async function readAfter(api: APIRequestContext, position: string) {
  const caughtUp = await api.get(`/trpc/products.list?input=${encodeURIComponent('{}')}`, {
    headers: { 'x-read-after': position },
  });
  expect(caughtUp.ok()).toBe(true);
}

/**
 * A category of this run's own with three plants in it, created through the admin API, so the tests do not
 * depend on the demo catalogue: a sized in-stock plant, a plant on sale and a sold-out plant. Prices in paise.
 */
export async function createTestCatalogue(baseURL: string) {
  const suffix = uniqueSuffix();
  const api = await adminApi(baseURL);
  const category = { name: `Zinnia Test ${suffix}`, slug: `zinnia-test-${suffix}` };
  const { id: categoryId } = await call<{ id: string }>(api, 'admin.categories.create', category);

  const fern: NewProduct = {
    name: `Zinnia Fern ${suffix}`,
    slug: `zinnia-fern-${suffix}`,
    basePrice: 45_000,
    tags: ['Fern', 'Shade'],
    description: `A soft, feathery fern ${suffix} for a shady shelf.`,
    variants: [
      { name: 'Small', priceAdjustment: 0 },
      { name: 'Large', priceAdjustment: 20_000 },
    ],
  };
  const palm: NewProduct = {
    name: `Zinnia Palm ${suffix}`,
    slug: `zinnia-palm-${suffix}`,
    basePrice: 150_000,
    salePrice: 120_000,
  };
  const cactus: NewProduct = {
    name: `Zinnia Cactus ${suffix}`,
    slug: `zinnia-cactus-${suffix}`,
    basePrice: 300_000,
    stockStatus: 'out_of_stock',
  };
  let position = '0';
  for (const { variants = [], ...product } of [fern, palm, cactus]) {
    ({ position } = await call<{ position: string }>(api, 'admin.products.create', {
      product: { ...product, categoryId },
      variants,
    }));
  }
  await readAfter(api, position);
  await api.dispose();
  return { suffix, category, fern, palm, cactus };
}
