import { expect, type Page, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { createTestCatalogue } from './catalog-api';
import { openDamageClaim } from './claims';
import { mailWritten } from './mail-outbox';
import { requestedReturn } from './returns';

const WELCOME_SUBJECT = 'Welcome to Verdant: please verify your email';

let fern: { name: string; slug: string };

test.beforeAll(async ({ baseURL }) => {
  ({ fern } = await createTestCatalogue(baseURL ?? ''));
});

/**
 * Every Content-Security-Policy violation the page reports from here on: the browser's own console message,
 * and the `securitypolicyviolation` event, which names the directive and what it blocked.
 */
async function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  // Page scripts are strings here: the tests are compiled without the browser's types.
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(
        event.effectiveDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')',
      );
    });
  `);
  return violations;
}

/** Opens a page as a shopper would and lets it settle: its scripts, styles, images and data all loaded. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('the Content-Security-Policy in the browser', () => {
  test('the storefront runs without a violation, signed in up to the checkout', async ({ page }) => {
    const violations = await cspViolations(page);

    await visit(page, '/', 'Your Urban Jungle, Delivered');
    await visit(page, '/shop', 'Shop Plants');
    await visit(page, `/product/${fern.slug}`, fern.name);
    await page.getByRole('button', { name: 'Small', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await visit(page, '/cart', 'Shopping Cart');

    await signUp(page, newShopper());
    await visit(page, '/checkout', 'Checkout');
    await expect(page.getByRole('region', { name: 'Payment Method' })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the back office runs without a violation, a mail’s preview included', async ({
    page,
    browser,
    baseURL,
  }) => {
    const violations = await cspViolations(page);
    const shopper = newShopper();
    await signUp(page, shopper);
    await mailWritten(shopper.email, WELCOME_SUBJECT);
    const claim = await openDamageClaim(browser, baseURL ?? '');
    const returned = await requestedReturn(browser, baseURL ?? '');

    await signInAsAdmin(page);
    await visit(page, '/admin', 'Dashboard');
    await visit(page, '/admin/coupons', 'Coupons');
    // Opened directly, the claims screens load the claim rules (and zod) first thing.
    await visit(page, '/admin/claims', 'Claims');
    await visit(page, `/admin/claims/${claim.claimId}`, `Claim on order ${claim.orderNumber}`);
    await visit(page, '/admin/returns', 'Returns');
    await visit(page, `/admin/returns/${returned.returnId}`, `Return on order ${returned.orderNumber}`);
    await visit(page, '/admin/mail', 'Mail');
    // The preview is a frame the page writes itself (srcdoc): frame-src 'none' must leave it be.
    await page
      .getByRole('row', { name: WELCOME_SUBJECT })
      .filter({ hasText: shopper.email })
      .getByRole('button', { name: 'Preview' })
      .click();
    await expect(page.frameLocator('dialog iframe').getByText(`Hello ${shopper.fullName},`)).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('a script injected into a page does not run, and is reported', async ({ page }) => {
    const violations = await cspViolations(page);
    await visit(page, '/', 'Your Urban Jungle, Delivered');

    await page.evaluate(`
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.injected = true">');
    `);

    await expect
      .poll(() => violations.filter((violation) => violation.startsWith('script-src')))
      .toHaveLength(2);
    expect(await page.evaluate(`'injected' in window`)).toBe(false);
  });
});
