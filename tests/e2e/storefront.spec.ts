import { expect, test } from '@playwright/test';
import { demoCategories } from './demo-catalog';

test.describe('storefront', () => {
  test('the home page shows the demo categories as links to their shop listings', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Verdant | Your Urban Jungle, Delivered');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Urban Jungle, Delivered' })).toBeVisible();
    const shopByCategory = page.getByRole('region', { name: 'Shop by Category' });
    for (const { name, slug } of demoCategories) {
      await expect(shopByCategory.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute(
        'href',
        `/shop?category=${slug}`,
      );
    }
    await expect(
      page.getByRole('region', { name: 'Plant Parent Love' }).getByText('Verified Buyer'),
    ).toHaveCount(3);
  });

  test('the top bar is clear over the home hero until scrolled past 50 px, and solid elsewhere', async ({
    page,
  }) => {
    const CLEAR = 'rgba(0, 0, 0, 0)';
    const topBar = page.getByRole('banner');
    const scrollTo = (top: number) => page.evaluate(`window.scrollTo({ top: ${top}, behavior: 'instant' })`);
    await page.goto('/');
    await expect(topBar).toHaveCSS('background-color', CLEAR);

    await scrollTo(51);
    await expect(topBar).not.toHaveCSS('background-color', CLEAR);
    await expect(topBar).toHaveCSS('backdrop-filter', /blur/);
    await scrollTo(50);
    await expect(topBar).toHaveCSS('background-color', CLEAR);

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Plants' })).toBeVisible();
    await expect(topBar).not.toHaveCSS('background-color', CLEAR);
    await expect(topBar).toHaveCSS('backdrop-filter', /blur/);
  });

  test('a page opened from the bottom of another starts at its top', async ({ page }) => {
    const scrolled = () => page.evaluate<number>('window.scrollY');
    await page.goto('/');
    const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await faq.scrollIntoViewIfNeeded();
    expect(await scrolled()).toBeGreaterThan(1_000);

    await faq.click();

    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(scrolled).toBe(0);
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Verdant`);
    await expect(page.getByRole('contentinfo')).toContainText('Your Urban Jungle, Delivered');
  });

  test('an unknown path shows the not-found page, whose link leads home', async ({ page }) => {
    await page.goto('/no-such-plant');

    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Verdant');
    await page.getByRole('link', { name: 'Return to Home' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Urban Jungle, Delivered' })).toBeVisible();
  });
});
