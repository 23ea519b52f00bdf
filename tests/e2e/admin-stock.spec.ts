import { expect, type Page, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { adminApi, call, readAfter } from './catalog-api';
import { uniqueSuffix } from './demo-catalog';
import { mailWritten } from './mail-outbox';
import { addToCart, placeCashOrder } from './shopper-orders';

/** A one-size plant of this run's own, created through the admin API and listed once this resolves. */
async function createPlant(baseURL: string) {
  const suffix = uniqueSuffix();
  const plant = { name: `Zinnia Fig ${suffix}`, slug: `zinnia-fig-${suffix}`, basePrice: 89_900 };
  const api = await adminApi(baseURL);
  const { id, position } = await call<{ id: string; position: string }>(api, 'admin.products.create', {
    product: plant,
    variants: [],
  });
  await readAfter(api, position);
  await api.dispose();
  return { id, ...plant };
}

const stockSection = (page: Page) => page.getByRole('region', { name: 'Stock' });
const countsOf = (page: Page) =>
  stockSection(page)
    .getByRole('table', { name: 'Stock per size' })
    .getByRole('row', { name: /One size/ });

test('an admin counts a plant in, a shopper buys, and both see what is left', async ({
  page,
  browser,
  baseURL,
}) => {
  const plant = await createPlant(baseURL ?? '');

  await signInAsAdmin(page);
  await page.goto(`/admin/products/${plant.id}`);
  const trackStock = stockSection(page).getByRole('switch', { name: 'Track stock' });
  // The switch shows what the shop records: it turns on once the change is saved.
  await trackStock.click();
  await expect(page.getByText('Stock is counted now', { exact: true })).toBeVisible();
  await expect(trackStock).toBeChecked();
  await expect(countsOf(page)).toHaveText(/One size\s*0\s*0\s*0/);

  const delivery = page.getByRole('form', { name: 'Record a delivery' });
  await delivery.getByRole('textbox', { name: 'Quantity received' }).fill('3');
  await delivery.getByRole('textbox', { name: 'Note' }).fill('Green Acres nursery');
  await delivery.getByRole('button', { name: 'Record delivery' }).click();
  await expect(page.getByText('Delivery recorded', { exact: true })).toBeVisible();
  await expect(countsOf(page)).toHaveText(/One size\s*3\s*0\s*3/);

  const shopper = await (await browser.newContext()).newPage();
  await signUp(shopper, newShopper());
  await shopper.goto(`/product/${plant.slug}`);
  await expect(shopper.getByText('Only 3 left')).toBeVisible();
  await shopper.getByRole('button', { name: 'Increase quantity' }).click();
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Added to cart', { exact: true })).toBeVisible();
  const orderId = await placeCashOrder(shopper);

  await shopper.goto(`/product/${plant.slug}`);
  await expect(shopper.getByText('Only 1 left')).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await addToCart(shopper, plant.slug);

  await page.reload();
  await expect(countsOf(page)).toHaveText(/One size\s*3\s*2\s*1/);
  const movements = stockSection(page).getByRole('list', { name: 'Stock movements' }).getByRole('listitem');
  await expect(movements).toHaveCount(2);
  await expect(movements.nth(0)).toContainText(`Reserved 2 units for order #${orderId.slice(0, 8)}`);
  await expect(movements.nth(0)).toContainText('Customer');
  await expect(movements.nth(1)).toContainText('Received 3 units: Green Acres nursery');
  await expect(movements.nth(1)).not.toContainText('Customer');

  // One left is low: the dashboard links to the products list filtered to low stock, which shows the count.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('region', { name: 'Counted stock' })
    .getByRole('link', { name: 'Show low-stock plants' })
    .click();
  await expect(page.getByRole('combobox', { name: 'Stock' })).toHaveValue('low_stock');
  await expect(page.getByRole('combobox', { name: 'Counting' })).toHaveValue('counted');
  const listed = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: new RegExp(plant.name) });
  await expect(listed.getByRole('cell')).toHaveText(['₹899.00', 'Low stock', '1', 'Active', /Edit/]);
});

test('a visitor asks to be told when a sold-out plant is back, and is mailed when it is', async ({
  page,
  baseURL,
}) => {
  const plant = await createPlant(baseURL ?? '');
  const api = await adminApi(baseURL ?? '');
  const tracked = await call<{ position: string }>(api, 'admin.stock.track', {
    productId: plant.id,
    tracked: true,
  });
  await readAfter(api, tracked.position);

  await page.goto(`/product/${plant.slug}`);
  await expect(page.getByText('Out of Stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  const email = `waiting.${uniqueSuffix()}@example.com`;
  const notify = page.getByRole('form', { name: "Notify me when it's back" });
  await notify.getByRole('textbox', { name: 'Email' }).fill(email);
  await notify.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(page.getByRole('status').filter({ hasText: "We'll email you when it's back." })).toBeVisible();

  const delivery = await call<{ position: string }>(api, 'admin.stock.receive', {
    productId: plant.id,
    variantId: null,
    quantity: 2,
  });
  await readAfter(api, delivery.position);
  await api.dispose();

  await mailWritten(email, `${plant.name} is back in stock`);
  await page.reload();
  await expect(page.getByText('Only 2 left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('an admin raises the low-stock threshold, and a counted plant of 8 shows as low at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const plant = await createPlant(baseURL ?? '');
  const api = await adminApi(baseURL ?? '');
  await readAfter(
    api,
    (await call<{ position: string }>(api, 'admin.stock.track', { productId: plant.id, tracked: true }))
      .position,
  );
  const delivery = await call<{ position: string }>(api, 'admin.stock.receive', {
    productId: plant.id,
    variantId: null,
    quantity: 8,
  });
  await readAfter(api, delivery.position);

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/product/${plant.slug}`);
  await expect(shopper.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(shopper.getByText(/Only \d+ left/)).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const settings = page.getByRole('form', { name: 'Stock settings' });
  const threshold = settings.getByRole('textbox', { name: 'Low stock threshold' });
  await expect(threshold).toHaveValue('5');
  await threshold.fill('2.5');
  await settings.getByRole('button', { name: 'Save threshold' }).click();
  await expect(
    settings.getByText('Low stock threshold must be a whole number from 0 to 1,000'),
  ).toBeVisible();

  await threshold.fill('10');
  await settings.getByRole('button', { name: 'Save threshold' }).click();
  try {
    await expect(page.getByText('Low stock threshold saved', { exact: true })).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByText('Low Stock · Only 8 left')).toBeVisible();
    await expect(shopper.getByText('Only a few left')).toBeVisible();
  } finally {
    // Later tests expect the shop's default.
    await readAfter(
      api,
      (await call<{ position: string }>(api, 'admin.stock.setLowStockThreshold', { threshold: 5 })).position,
    );
    await api.dispose();
  }
});
