import { expect, test } from '@playwright/test';

/** Each footer link and the heading of the page it opens. /shop belongs to the catalogue work, not these pages. */
const footerPages = [
  { link: 'Care Guides', path: '/care-guides', heading: 'Plant Care Guides' },
  { link: 'About Us', path: '/about', heading: 'About Verdant' },
  { link: 'Contact', path: '/contact', heading: 'Contact Us' },
  { link: 'Shipping Information', path: '/shipping', heading: 'Shipping Information' },
  { link: 'Returns & Exchanges', path: '/returns', heading: 'Returns & Exchanges' },
  { link: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions' },
  { link: '7-Day Guarantee', path: '/guarantee', heading: '7-Day Guarantee' },
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
] as const;

const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
  new Date(),
);

test.describe('informational pages', () => {
  test('every footer link opens its page, with its own title', async ({ page }) => {
    await page.goto('/');
    for (const { link, path, heading } of footerPages) {
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: link, exact: true })
        .click();

      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Verdant`);
    }
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(8);

    const damaged = page.getByRole('button', { name: 'What if my plant arrives damaged?' });
    const shipping = page.getByRole('button', { name: 'Do you ship across India?' });
    await damaged.click();
    await expect(damaged).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'What if my plant arrives damaged?' })).toContainText(
      'within 48 hours',
    );

    await shipping.click();
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    await expect(damaged).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'What if my plant arrives damaged?' })).toBeHidden();
    const shippingAnswer = page.getByRole('region', { name: 'Do you ship across India?' });
    await expect(shippingAnswer).toContainText('only within India');
    await expect(shippingAnswer).toContainText('Shipping is free on orders of ₹399.00 or more');
    await expect(shippingAnswer).toContainText('a flat ₹99.00 applies');
    await expect(page.getByRole('main')).not.toContainText('United States');

    await shipping.click();
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('the shipping page states the one shipping setting and the delivery times', async ({ page }) => {
    await page.goto('/shipping');
    const main = page.getByRole('main');

    await expect(main).toContainText('free on orders of ₹399.00 or more');
    await expect(main).toContainText('flat shipping charge of ₹99.00');
    await expect(main).toContainText('within 1-2 business days');
    for (const { area, time } of [
      { area: 'Metro cities', time: '3-5 business days' },
      { area: 'Other cities and towns', time: '5-7 business days' },
      { area: 'Remote areas', time: '7-10 business days' },
    ]) {
      await expect(main.getByRole('row', { name: new RegExp(area) })).toContainText(time);
    }
    await expect(main).not.toContainText('$');
  });

  test('the privacy policy and terms show today as their last update', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Digital Personal Data Protection Act');

    await page.goto('/terms');
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Refunds are processed within 7-10 business days after the returned item is received.',
    );
  });
});
