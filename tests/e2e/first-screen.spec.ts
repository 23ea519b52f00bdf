import { expect, type Page, test } from '@playwright/test';
import { adminApi, call, readAfter } from './catalog-api';
import { uniqueSuffix } from './demo-catalog';

/**
 * What a shopper opening a catalogue page gets with the page itself: the page's script, its first screen's
 * plants and their pictures, so nothing waits for the app's scripts to run before it is fetched.
 */

/** The procedures the page asks the API for, one entry per procedure of every call. */
function apiCalls(page: Page) {
  const procedures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) procedures.push(...pathname.slice('/trpc/'.length).split(','));
  });
  return procedures;
}

/** The script files the page has fetched so far. */
function scriptsFetched(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function preloadedImages(page: Page) {
  const links = await page.locator('link[rel="preload"][as="image"]').all();
  return Promise.all(links.map((link) => link.getAttribute('href')));
}

let newest: { name: string; image: string };

test.beforeAll(async ({ baseURL }) => {
  // The newest plant opens the shop; one with a picture of its own, so the shop has one to preload.
  const api = await adminApi(baseURL ?? '');
  const suffix = uniqueSuffix();
  newest = { name: `Zinnia Jade ${suffix}`, image: '/images/plants/jade-plant.svg' };
  const { position } = await call<{ position: string }>(api, 'admin.products.create', {
    product: {
      name: newest.name,
      slug: `zinnia-jade-${suffix}`,
      basePrice: 39_900,
      mainImageUrl: newest.image,
      mainImageAlt: `${newest.name} in a pot`,
    },
    variants: [],
  });
  await readAfter(api, position);
  await api.dispose();
});

test("a plant's page comes with the plant: its script, details and picture, which is sized and fetched first", async ({
  page,
}) => {
  const asked = apiCalls(page);
  await page.goto('/product/parlour-palm');

  await expect(page.getByRole('heading', { level: 1, name: 'Parlour Palm' })).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/product-page-"]')).toHaveCount(1);
  const picture = page.getByRole('article').getByRole('img', { name: /^Parlour palm/ });
  await expect(picture).toHaveAttribute('src', '/images/plants/parlour-palm.svg');
  await expect(picture).toHaveAttribute('width', '400');
  await expect(picture).toHaveAttribute('height', '400');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(await preloadedImages(page)).toEqual(['/images/plants/parlour-palm.svg']);
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('products.bySlug');
});

test("the shop comes with its first plants, their first row's pictures preloaded, the first screen's fetched at once", async ({
  page,
}) => {
  const asked = apiCalls(page);
  await page.goto('/shop');

  await expect(page.locator('link[rel="modulepreload"][href^="/assets/shop-page-"]')).toHaveCount(1);
  const pictures = page.getByRole('list', { name: 'Plants' }).getByRole('img');
  await expect(pictures.first()).toHaveAccessibleName(`${newest.name} in a pot`);
  await expect(pictures.first()).toHaveAttribute('src', newest.image);
  expect(await preloadedImages(page)).toContain(newest.image);
  const count = await pictures.count();
  expect(count).toBeGreaterThan(4);
  for (let index = 0; index < count; index++)
    await expect(pictures.nth(index)).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('products.list');

  // A filter changes the plants shown: those the app asks for.
  await page.getByRole('switch', { name: 'On sale' }).click();
  await expect(page).toHaveURL(/onSale=true/);
  await expect.poll(() => asked).toContain('products.list');
});

test("the shop's script loads when the shop is opened, not with the home page", async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Urban Jungle, Delivered' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shopScript = (script: string) => script.startsWith('/assets/shop-page-');
  expect(scripts.some(shopScript)).toBe(false);

  await page.getByRole('main').getByRole('link', { name: 'Shop Plants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Plants' })).toBeVisible();
  expect(scripts.some(shopScript)).toBe(true);
});
