import { expect, type Page, test } from '@playwright/test';

/** Every public page a visitor can open without signing in, and the title it gives itself. */
const publicPages = [
  { path: '/', title: 'Verdant | Your Urban Jungle, Delivered' },
  { path: '/shop', title: 'Shop Plants | Verdant' },
  {
    path: '/product/monstera-deliciosa',
    title: 'Buy Monstera Deliciosa Online | Swiss Cheese Plant | Verdant',
  },
  { path: '/plant-finder', title: 'Plant Finder Quiz | Verdant' },
  { path: '/care-guides', title: 'Plant Care Guides | Verdant' },
  { path: '/about', title: 'About Verdant | Verdant' },
  { path: '/contact', title: 'Contact Us | Verdant' },
  { path: '/shipping', title: 'Shipping Information | Verdant' },
  { path: '/returns', title: 'Returns & Exchanges | Verdant' },
  { path: '/faq', title: 'Frequently Asked Questions | Verdant' },
  { path: '/guarantee', title: '7-Day Guarantee | Verdant' },
  { path: '/privacy', title: 'Privacy Policy | Verdant' },
  { path: '/terms', title: 'Terms of Service | Verdant' },
  { path: '/auth', title: 'Sign In or Sign Up | Verdant' },
  { path: '/no-such-page', title: 'Page not found | Verdant' },
] as const;

/** The page's one meta description. */
async function metaDescription(page: Page): Promise<string> {
  const meta = page.locator('meta[name="description"]');
  await expect(meta).toHaveCount(1);
  return (await meta.getAttribute('content')) ?? '';
}

test.describe('page titles and descriptions', () => {
  test('every public page sets its own title and meta description', async ({ page }) => {
    const descriptions = new Map<string, string>();
    for (const { path, title } of publicPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      const description = await metaDescription(page);
      expect(description.length, path).toBeGreaterThan(20);
      expect(descriptions.get(description), `${path} repeats the description of`).toBeUndefined();
      descriptions.set(description, path);
    }
  });

  test('moving between pages replaces the title and description rather than adding to them', async ({
    page,
  }) => {
    await page.goto('/');
    const home = await metaDescription(page);

    await page.getByRole('main').getByRole('link', { name: 'Shop Plants' }).click();
    await expect(page).toHaveTitle('Shop Plants | Verdant');
    expect(await metaDescription(page)).not.toBe(home);

    await page.goBack();
    await expect(page).toHaveTitle('Verdant | Your Urban Jungle, Delivered');
    expect(await metaDescription(page)).toBe(home);
  });
});
