import { expect, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { expectAccessible } from './axe';
import { openDamageClaim } from './claims';
import { requestedReturn } from './returns';
import { addToCart, placeCashOrder } from './shopper-orders';

const publicPages = [
  '/',
  '/shop',
  '/product/monstera-deliciosa',
  '/plant-finder',
  '/care-guides',
  '/about',
  '/contact',
  '/shipping',
  '/returns',
  '/faq',
  '/guarantee',
  '/privacy',
  '/terms',
  '/auth',
  '/cart',
  '/wishlist',
  '/no-such-page',
];

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test('every public storefront page', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of publicPages) await expectAccessible(page, path);
  });

  test('a shopper’s account, cart, checkout and order pages', async ({ page }) => {
    await signUp(page, newShopper());
    await addToCart(page, 'monstera-deliciosa');
    for (const path of ['/account', '/cart', '/checkout', '/wishlist']) await expectAccessible(page, path);
    const orderId = await placeCashOrder(page);
    await expectAccessible(page, `/order/${orderId}`);
  });

  test('every back-office page', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    // An order of its own for the order page, and a delivered one with a claim for the claim page.
    const shopper = await (await browser.newContext()).newPage();
    await signUp(shopper, newShopper());
    await addToCart(shopper, 'monstera-deliciosa');
    const orderId = await placeCashOrder(shopper);
    const claim = await openDamageClaim(browser, baseURL ?? '');
    const returned = await requestedReturn(browser, baseURL ?? '');
    await expectAccessible(page, '/admin/auth');
    await signInAsAdmin(page);
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin/products/new',
      '/admin/orders',
      '/admin/claims',
      '/admin/returns',
      '/admin/customers',
      '/admin/categories',
      '/admin/coupons',
      '/admin/banners',
      '/admin/settings',
      '/admin/mail',
      '/admin/reports',
      '/admin/no-such-page',
    ])
      await expectAccessible(page, path);

    await page.goto('/admin/products');
    await page.getByRole('link', { name: /Edit/ }).first().click();
    await expectAccessible(page, new URL(page.url()).pathname);
    await expectAccessible(page, `/admin/orders/${orderId}`);
    await expectAccessible(page, `/admin/claims/${claim.claimId}`);
    await expectAccessible(page, `/admin/returns/${returned.returnId}`);
  });

  test('an order page fits a 390-pixel-wide phone, every line total in view', async ({ browser }) => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await signUp(page, newShopper());
    await addToCart(page, 'monstera-deliciosa');
    await addToCart(page, 'snake-plant');
    const orderId = await placeCashOrder(page);

    await page.goto(`/order/${orderId}`);
    const items = page.getByRole('table', { name: 'The plants in this order' });
    const monstera = items.getByRole('row', { name: /Monstera Deliciosa/ });
    await expect(monstera.getByRole('rowheader')).toContainText(/1 × ₹[\d,]+\.\d\d/);
    const total = monstera.getByRole('cell').last();
    await expect(total).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(total).toBeInViewport({ ratio: 1 });
    // Nothing on the page is wider than the screen.
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    await expectAccessible(page, `/order/${orderId}`);
    await phone.close();
  });
});
