import { expect, test } from '@playwright/test';
import { adminApi, call, createTestCatalogue, readAfter } from './catalog-api';

let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

test.beforeAll(async ({ baseURL }) => {
  catalogue = await createTestCatalogue(baseURL ?? '');
});

test.describe('product page', () => {
  test('choosing a size prices it, and Add to Cart fills the cart badge', async ({ page }) => {
    const { fern } = catalogue;
    await page.goto(`/product/${fern.slug}`);

    await expect(page).toHaveTitle(`${fern.name} | Verdant`);
    await expect(page.getByRole('heading', { level: 1, name: fern.name })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByText('Only a few left')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true');
    const product = page.getByRole('article');
    await expect(product.getByText('₹450.00')).toBeVisible();

    await page.getByRole('button', { name: 'Large' }).click();
    await expect(product.getByText('₹650.00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Updated cart quantity')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

    // The guest cart survives a reload: it lives in the browser's storage, without prices (the server's).
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    const stored = JSON.parse(await page.evaluate<string>("localStorage.getItem('verdant-cart')"));
    expect(stored.items).toEqual([
      { productId: expect.any(String), variantId: expect.any(String), quantity: 4 },
    ]);

    await page.getByRole('tab', { name: 'Details' }).click();
    const details = page.getByRole('tabpanel', { name: 'Details' });
    await expect(details).toContainText('Indoor Plant');
    await expect(details).toContainText('Fern, Shade');
    await page.getByRole('tab', { name: 'Description' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toHaveText(fern.description ?? '');
  });

  test('a sold-out plant cannot be added; related plants and Back to Shop link onwards', async ({ page }) => {
    const { cactus, palm } = catalogue;
    await page.goto(`/product/${cactus.slug}`);

    await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();

    const related = page.getByRole('region', { name: 'You May Also Like' });
    await related.getByRole('link', { name: new RegExp(palm.name) }).click();
    await expect(page).toHaveURL(`/product/${palm.slug}`);
    await expect(page.getByRole('article').getByText('Sale', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL('/shop');
  });

  test('a plant running low carries the low-stock badge', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL ?? '');
    const aloe = { name: `Zinnia Aloe ${catalogue.suffix}`, slug: `zinnia-aloe-${catalogue.suffix}` };
    const { position } = await call<{ position: string }>(api, 'admin.products.create', {
      product: { ...aloe, basePrice: 35_000, stockStatus: 'low_stock' },
      variants: [],
    });
    await readAfter(api, position);
    await api.dispose();

    await page.goto(`/product/${aloe.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: aloe.name })).toBeVisible();
    await expect(page.getByText('Only a few left')).toBeVisible();
    await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('Share copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/product/${catalogue.palm.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
      `/product/${catalogue.palm.slug}`,
    );
  });

  test('an unknown plant shows the not-found page, and the server hears which address was asked for', async ({
    page,
  }) => {
    const path = `/product/no-such-plant-${catalogue.suffix}`;
    const report = page.waitForRequest((request) => request.url().includes('site.logNotFound'));
    await page.goto(path);

    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Verdant');
    await expect(page).toHaveURL(path);
    expect((await report).postData()).toContain(path);
  });
});
