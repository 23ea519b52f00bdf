import { expect, type Page, test } from '@playwright/test';
import { createTestCatalogue } from './catalog-api';

let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

test.beforeAll(async ({ baseURL }) => {
  catalogue = await createTestCatalogue(baseURL ?? '');
});

/** Plants per page of the listing (products.list). */
const PAGE_SIZE = 24;
const plants = (page: Page) => page.getByRole('list', { name: 'Plants' });
const plantNames = (page: Page) => plants(page).getByRole('heading', { level: 3 });

test.describe('shop listing', () => {
  test('the home page leads to the whole shop through View All Plants', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Bestsellers' })
      .getByRole('link', { name: 'View All Plants' })
      .click();

    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Plants' })).toBeVisible();
    await expect(page.getByText(/^\d+ plants found$/)).toBeVisible();
    await expect(plants(page).getByRole('link', { name: new RegExp(catalogue.fern.name) })).toHaveAttribute(
      'href',
      `/product/${catalogue.fern.slug}`,
    );
  });

  test('filters by category and price, sorts, and keeps every filter in the address', async ({ page }) => {
    const { category, fern, palm, cactus } = catalogue;
    await page.goto(`/shop?category=${category.slug}`);

    await expect(page.getByRole('checkbox', { name: category.name })).toBeChecked();
    await expect(page.getByText('3 plants found')).toBeVisible();
    await expect(plantNames(page)).toHaveText([cactus.name, palm.name, fern.name]);
    const palmCard = plants(page).getByRole('link', { name: new RegExp(palm.name) });
    await expect(palmCard).toContainText('Sale');
    await expect(palmCard).toContainText('₹1,200.00');
    await expect(palmCard.locator('s')).toHaveText('Was ₹1,500.00');

    await page.getByLabel('Maximum price (₹)').fill('2000');
    await expect(page.getByText('2 plants found')).toBeVisible();
    await expect(page).toHaveURL(/maxPrice=2000/);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(plantNames(page)).toHaveText([fern.name, palm.name]);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expect(plantNames(page)).toHaveText([palm.name, fern.name]);

    await page.getByRole('switch', { name: 'On sale' }).click();
    await expect(page.getByText('1 plant found')).toBeVisible();

    // A shared link opens the same filtered page.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByRole('switch', { name: 'On sale' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expect(plantNames(page)).toHaveText([palm.name]);

    await page.getByLabel('Minimum price (₹)').fill('1500');
    await expect(page.getByText('No plants found matching your filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('checkbox', { name: category.name })).not.toBeChecked();
  });

  test('shows more plants a page at a time, the count staying the total', async ({ page }) => {
    await page.goto('/shop?sort=price_asc');
    const count = page.getByText(/^\d+ plants found$/);
    const found = Number((await count.textContent())?.split(' ')[0]);
    // The demo catalogue and this run's plants fill more than a page.
    expect(found).toBeGreaterThan(PAGE_SIZE);
    await expect(plantNames(page)).toHaveCount(PAGE_SIZE);

    const showMore = page.getByRole('button', { name: 'Show more plants' });
    for (let shown = PAGE_SIZE; shown < found; shown += PAGE_SIZE) {
      await showMore.click();
      await expect(plantNames(page)).toHaveCount(Math.min(found, shown + PAGE_SIZE));
    }
    await expect(showMore).toBeHidden();
    await expect(count).toHaveText(`${found} plants found`);
    await expect(page).toHaveURL('/shop?sort=price_asc');

    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(plantNames(page)).toHaveCount(PAGE_SIZE);
    await expect(showMore).toBeVisible();
  });

  test('an unknown category shows the whole shop', async ({ page }) => {
    await page.goto('/shop?category=no-such-category');
    await expect(plants(page).getByRole('link', { name: new RegExp(catalogue.fern.name) })).toBeVisible();
  });

  test('the search overlay finds plants and opens the one chosen', async ({ page }) => {
    const { suffix, fern, palm } = catalogue;
    await page.goto('/shop');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search' }).click();

    const field = page.getByRole('searchbox', { name: 'Search plants' });
    await expect(field).toBeFocused();
    await expect(header.getByRole('link', { name: 'Verdant' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await field.fill('z');
    await expect(page.getByRole('region', { name: 'Search results' })).toBeHidden();
    await field.fill(`no such plant ${suffix}`);
    await expect(page.getByText('No plants found', { exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(header.getByRole('button', { name: 'Search' })).toBeFocused();

    await header.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search plants' }).fill(`palm ${suffix}`);
    const results = page.getByRole('region', { name: 'Search results' });
    const result = results.getByRole('link', { name: new RegExp(palm.name) });
    await expect(result).toContainText('₹1,200.00');
    await expect(results.getByRole('link', { name: new RegExp(fern.name) })).toBeHidden();
    await expect(result.locator('img')).toHaveAttribute('src', '/images/plants/default.svg');
    await result.click();

    await expect(page).toHaveURL(`/product/${palm.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: palm.name })).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(header.getByRole('link', { name: 'Verdant' })).toBeVisible();

    await header.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('searchbox')).toBeHidden();

    await header.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search plants' }).fill('palm');
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(header.getByRole('link', { name: 'Verdant' })).toBeVisible();
  });

  test('a search the server cannot answer shows no message and leaves nothing waiting', async ({ page }) => {
    await page.route('**/trpc/products.search**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/shop');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search plants' }).fill('palm');
    await expect(page.getByText('Searching…')).toBeVisible();

    // The storefront retries a dropped connection twice before it gives up.
    await expect(page.getByRole('region', { name: 'Search results' })).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Searching…')).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search plants' })).toHaveValue('palm');
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the filters open in a drawer', async ({ page }) => {
      const { category, palm } = catalogue;
      await page.goto(`/shop?category=${category.slug}`);
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

      await page.getByRole('button', { name: 'Filters' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer.getByRole('checkbox', { name: category.name })).toBeChecked();
      await drawer.getByRole('switch', { name: 'On sale' }).click();
      await drawer.getByRole('button', { name: 'Show plants' }).click();

      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/onSale=true/);
      await expect(plantNames(page)).toHaveText([palm.name]);
    });

    test('the menu and the search are never open together', async ({ page }) => {
      await page.goto('/shop');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Menu' });

      await menuButton.click();
      await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await header.getByRole('button', { name: 'Search' }).click();
      await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.click();
      await expect(page.getByRole('searchbox')).toBeHidden();
      await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    });
  });
});
