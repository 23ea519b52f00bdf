import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { expectAccessible } from './axe';
import { adminApi, call } from './catalog-api';
import { deliveredMonstera, query } from './claims';
import { addToCart, mutate, placeOrder } from './shopper-orders';
import { pngFile } from './test-files';

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const figure = (page: Page, term: string) =>
  summary(page)
    .locator('dl > div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd');

/** The shopper reports from their order page that a plant arrived damaged, with one photo. */
async function reportDamage(shopper: Page, orderId: string) {
  await shopper.goto(`/order/${orderId}`);
  const guarantee = shopper.getByRole('region', { name: '7-Day Guarantee' });
  await guarantee.getByRole('button', { name: 'Report a problem' }).click();
  const report = guarantee.getByRole('form', { name: 'Report a problem' });
  await report.getByRole('combobox', { name: /Monstera Deliciosa \(Small\): how many/ }).selectOption('1');
  await report.getByRole('combobox', { name: 'What happened?' }).selectOption({ label: 'Arrived damaged' });
  await report.getByRole('textbox', { name: 'Tell us about it' }).fill('The stem snapped in the box.');
  await report.getByLabel('Photos').setInputFiles(pngFile('snapped.png'));
  await expect(report.getByRole('img', { name: 'Upload 1' })).toBeVisible();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(guarantee.getByText('Under review: we reply within 24 hours')).toBeVisible();
  const { claims } = await query<{ claims: { claimId: string }[] }>(shopper, 'claims.ofOrder', { orderId });
  return claims[0]!.claimId;
}

/** A new shopper's monstera, paid through the test-mode gateway and delivered. */
async function deliveredPaidOnline(shopper: Page, admin: APIRequestContext) {
  await signUp(shopper, newShopper());
  await addToCart(shopper, 'monstera-deliciosa');
  const orderId = await placeOrder(shopper, 'razorpay');
  const { client } = await mutate<{ client: Record<string, string> }>(shopper, 'payments.start', { orderId });
  const paid = await shopper.request.post('/test-gateway/pay', {
    data: { gatewayOrderId: client.gatewayOrderId, outcome: 'succeed' },
  });
  const { paymentId, signature } = await paid.json();
  await mutate(shopper, 'payments.confirmDialog', { orderId, gatewayPaymentId: paymentId, signature });
  for (const status of ['processing', 'shipped', 'delivered'])
    await call(admin, 'admin.orders.setStatus', { orderId, status });
  return orderId;
}

/**
 * A shopper in a browser of their own with a delivered order (cash on delivery unless told), on which they
 * reported damage from the order page.
 */
async function shopperWithClaim(
  browser: Browser,
  baseURL: string,
  delivered: (shopper: Page, admin: APIRequestContext) => Promise<string> = deliveredMonstera,
) {
  const api = await adminApi(baseURL);
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const orderId = await delivered(shopper, api);
  await api.dispose();
  const claimId = await reportDamage(shopper, orderId);
  return { shopper, orderId, claimId, close: () => context.close() };
}

test.describe('deciding a claim', () => {
  test('the admin replaces a damaged plant; the customer sees the free replacement order', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { shopper, orderId, claimId, close } = await shopperWithClaim(browser, baseURL ?? '');
    const orderNumber = `#${orderId.slice(0, 8)}`;

    // The back office sees it on the clock, and sends a replacement.
    await signInAsAdmin(page);
    await page.goto(`/admin/claims/${claimId}`);
    await expect(figure(page, 'Review')).toContainText(/(23 h \d+ min|24 h) left/);
    const replace = page.getByRole('region', { name: 'Replace' });
    await replace.getByRole('button', { name: 'Send a replacement' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send a replacement?' });
    await confirm.getByRole('button', { name: 'Send replacement' }).click();
    await expect(page.getByText(/^Replacement order #[0-9a-f]{8} placed$/)).toBeVisible();
    await expect(figure(page, 'State')).toHaveText('Replaced');
    // The order's own timeline, beside the claim's steps, tells the decision with who took it.
    await expect(
      page
        .getByRole('list', { name: 'Order timeline' })
        .getByText(/^Claim decided: the plants are replaced by order #/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Replace' })).toHaveCount(0);
    const steps = page.getByRole('list', { name: 'Claim steps' });
    const replacementLink = steps.getByRole('link', { name: /^#[0-9a-f]{8}$/ });
    await expect(replacementLink).toBeVisible();
    const replacementHref = (await replacementLink.getAttribute('href')) ?? '';
    const replacementId = replacementHref.split('/').pop() ?? '';
    expect(replacementId).toMatch(/^[0-9a-f-]{36}$/);

    // The admin's replacement order: ₹0, paid, on its way like any order, linked back.
    await replacementLink.click();
    await expect(page).toHaveURL(`/admin/orders/${replacementId}`);
    await expect(
      page.getByText(`Replacement placed for order ${orderNumber}: 1 item, free of charge`),
    ).toBeVisible();

    // The customer reads the decision on their claim and follows it to the replacement.
    await shopper.reload();
    const claim = shopper.getByRole('region', { name: '7-Day Guarantee' }).getByRole('article');
    await expect(claim.getByText('Replaced: a new plant is on its way')).toBeVisible();
    await claim.getByRole('link', { name: `order #${replacementId.slice(0, 8)}` }).click();
    await expect(shopper).toHaveURL(`/order/${replacementId}`);
    await expect(
      shopper.getByText(`This order replaces plants from order ${orderNumber}, free of charge.`),
    ).toBeVisible();
    const items = shopper.getByRole('region', { name: 'Items' });
    await expect(items).toContainText('Monstera Deliciosa');
    await expect(shopper.getByRole('region', { name: 'Order Summary' })).toContainText('₹0.00');
    // The decided claim, and both orders, pass the accessibility check.
    await expectAccessible(shopper, `/order/${replacementId}`);
    await expectAccessible(shopper, `/order/${orderId}`);
    await expectAccessible(page, `/admin/claims/${claimId}`);
    await close();
  });

  test('the admin refunds a claim through the test-mode gateway; the refund appears on the order', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { shopper, orderId, claimId, close } = await shopperWithClaim(
      browser,
      baseURL ?? '',
      deliveredPaidOnline,
    );

    await signInAsAdmin(page);
    await page.goto(`/admin/claims/${claimId}`);
    const refund = page.getByRole('region', { name: 'Refund' });
    const button = refund.getByRole('button', { name: /^Refund ₹[\d,]+\.\d\d$/ });
    const amount = ((await button.textContent()) ?? '').replace('Refund ', '');
    await button.click();
    await page
      .getByRole('alertdialog', { name: `Refund ${amount}?` })
      .getByRole('button', { name: 'Refund' })
      .click();
    await expect(toast(page, 'Claim refunded')).toBeVisible();
    await expect(figure(page, 'State')).toHaveText('Refunded');
    // Asked of the gateway, then completed: the page follows it.
    await expect(figure(page, 'Refund')).toContainText(`${amount}, completed`, { timeout: 15_000 });

    await shopper.goto(`/order/${orderId}`);
    await expect(shopper.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveText(
      `Refund of ${amount} completed`,
    );
    const claim = shopper.getByRole('region', { name: '7-Day Guarantee' }).getByRole('article');
    await expect(claim.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(claim.getByText(`${amount} refunded to the way you paid.`)).toBeVisible();
    await close();
  });

  test('a cash order’s claim is refunded by hand, with the transfer’s reference', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { shopper, orderId, claimId, close } = await shopperWithClaim(browser, baseURL ?? '');

    await signInAsAdmin(page);
    await page.goto(`/admin/claims/${claimId}`);
    const form = page.getByRole('form', { name: 'Record refund paid' });
    const reference = form.getByRole('textbox', { name: 'Transfer reference' });
    await reference.fill('no!');
    await form.getByRole('button', { name: /^Record refund of ₹/ }).click();
    await expect(form.getByText(/^Please enter the UPI or bank transfer reference/)).toBeVisible();
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('combobox', { name: 'Paid back by' }).selectOption({ label: 'UPI' });
    await reference.fill('412345678901');
    await form.getByRole('button', { name: /^Record refund of ₹/ }).click();
    await expect(toast(page, 'Claim refunded')).toBeVisible();
    await expect(figure(page, 'Refund')).toContainText('Paid back by hand: 412345678901');

    await shopper.goto(`/order/${orderId}`);
    const claim = shopper.getByRole('region', { name: '7-Day Guarantee' }).getByRole('article');
    await expect(claim.getByText(/paid back to you by transfer \(reference 412345678901\)\.$/)).toBeVisible();
    await close();
  });
});
