import { expect, type Page, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { call, createTestCatalogue } from './catalog-api';

let fern: { name: string; slug: string };

test.beforeAll(async ({ baseURL }) => {
  ({ fern } = await createTestCatalogue(baseURL ?? ''));
});

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const paymentAndDelivery = (page: Page) => page.getByRole('region', { name: 'Payment & Delivery' });
/** Any future month: the test gateway refuses an expired card as Stripe does. */
const expiry = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A new shopper with a saved address and one small fern (₹450.00, shipped free) in their cart. */
async function shopperWithAFern(page: Page) {
  await signUp(page, newShopper());
  await page.goto(`/product/${fern.slug}`);
  await page.getByRole('button', { name: 'Small', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  return call<{ id: string }>(page.request, 'account.addAddress', {
    fullName: 'Asha Menon',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
  });
}

/** Places the cart at /checkout with an online method, which the test-mode gateway serves. */
async function placeOrderWith(
  page: Page,
  method: 'Razorpay (UPI, Cards, Net Banking)' | 'Credit / Debit Card',
) {
  await page.goto('/checkout');
  const option = page.getByRole('region', { name: 'Payment Method' }).getByRole('radio', { name: method });
  await expect(option).toBeEnabled();
  await expect(option).toHaveAccessibleName(`${method} Test mode`);
  await expect(option).toHaveAccessibleDescription(/Test mode: no money is taken\.$/);
  await option.check();
  await page
    .getByRole('complementary', { name: 'Order Summary' })
    .getByRole('button', { name: 'Place Order' })
    .click();
}

/** The card form of the checkout or the order page, filled in with a test card. */
async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry);
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on Card' }).fill('Asha Menon');
  await form.getByRole('button', { name: 'Pay ₹450.00' }).click();
}

async function expectPaid(page: Page, orderPage: string) {
  await expect(page).toHaveURL('/account');
  await page.goto(orderPage);
  await expect(paymentAndDelivery(page)).toContainText('Payment statusPaid');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
}

/** An order as the shop answered it just after the cancellation: the refund requested, the money still held. */
function asRequested(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asRequested);
  if (typeof value !== 'object' || value === null) return value;
  const fields = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asRequested(field)]));
  if (!Array.isArray(fields.refunds) || fields.refunds.length === 0) return fields;
  return {
    ...fields,
    paymentStatus: 'paid',
    refunds: fields.refunds.map((refund: object) => ({ ...refund, status: 'requested' })),
  };
}

/**
 * The test-mode gateway settles a refund within milliseconds, usually before the page first reads the order
 * again: the first answer with a refund is given as of the cancellation, so the page is seen showing the
 * refund requested, and then following it (the server's own answers) until it is completed.
 */
async function answerFirstAsRequested(page: Page) {
  let answered = false;
  await page.route(/\/trpc\/[^?]*orders\.get/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (answered || !body.includes('"refunds":[{')) return route.fulfill({ response, body });
    answered = true;
    return route.fulfill({ response, body: JSON.stringify(asRequested(JSON.parse(body))) });
  });
}

test.describe('paying online in test mode', () => {
  test('the gateway dialog closed leaves the order payable; paid from the order page after a failure', async ({
    page,
  }) => {
    await shopperWithAFern(page);
    await placeOrderWith(page, 'Razorpay (UPI, Cards, Net Banking)');

    const dialog = page.getByRole('dialog', { name: 'Test mode payment' });
    await expect(dialog).toHaveAccessibleDescription(
      "This is the shop's test-mode gateway: no money is taken.",
    );
    await expect(dialog).toContainText('Amount₹450.00');
    await expect(dialog.getByRole('button', { name: 'Pay ₹450.00' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(toast(page, 'Payment cancelled.')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const orderPage = new URL(page.url()).pathname;
    await expect(paymentAndDelivery(page)).toContainText('Payment statusPending');
    await expect(paymentAndDelivery(page)).toContainText('Order statusPending');

    // Escape closes it too, unpaid.
    const payNow = page.getByRole('button', { name: 'Pay now' });
    await payNow.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(payNow).toBeEnabled();

    await payNow.click();
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Payment failed. Try again, or close this window and pay later from your order.',
    );
    await dialog.getByRole('button', { name: 'Pay ₹450.00' }).click();
    await expect(toast(page, 'Payment successful! Order confirmed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await expectPaid(page, orderPage);
  });

  test('a declined card shows why and keeps the form; another card pays', async ({ page }) => {
    await shopperWithAFern(page);
    await placeOrderWith(page, 'Credit / Debit Card');

    const step = page.getByRole('region', { name: 'Pay by Card' });
    await expect(step).toContainText(/Order #[0-9a-f]{8} is placed\. Pay ₹450\.00 by card/);
    await expect(step).toContainText('Test modeNo money is taken.');
    const orderPage = (await step.getByRole('link', { name: 'your order' }).getAttribute('href')) ?? '';
    const form = step.getByRole('form', { name: 'Card details' });
    const number = form.getByRole('textbox', { name: 'Card Number' });
    const pay = form.getByRole('button', { name: 'Pay ₹450.00' });
    await expect(number).toBeFocused();
    await expect(pay).toBeDisabled();
    await number.fill('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry);
    await expect(form.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue(
      `${expiry.slice(0, 2)}/${expiry.slice(2)}`,
    );
    await form.getByRole('textbox', { name: 'CVC' }).fill('12345');
    await expect(form.getByRole('textbox', { name: 'CVC' })).toHaveValue('1234');
    await expect(pay).toBeDisabled();
    await form.getByRole('textbox', { name: 'Name on Card' }).fill('Asha Menon');
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(toast(page, 'Payment initiated')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText(
      'Payment Incomplete. For guaranteed success, please use the test card number 4242 4242 4242 4242.',
    );
    await expect(number).toBeFocused();

    await payByCard(page, '4242 4242 4242 4242');
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expectPaid(page, orderPage);
  });

  test('a card that asks for authentication pays once it is completed', async ({ page }) => {
    await shopperWithAFern(page);
    await placeOrderWith(page, 'Credit / Debit Card');
    const orderPage = (await page.getByRole('link', { name: 'your order' }).getAttribute('href')) ?? '';

    const authentication = page.getByRole('dialog', { name: 'Test mode authentication' });
    await payByCard(page, '4000002500003155');
    await expect(authentication).toHaveAccessibleDescription(
      'Your bank asks you to confirm this payment of ₹450.00. This is a test: no money is taken.',
    );
    await authentication.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(authentication).toBeHidden();
    await expect(page.getByRole('form', { name: 'Card details' }).getByRole('alert')).toContainText(
      'Payment Incomplete.',
    );

    await page
      .getByRole('form', { name: 'Card details' })
      .getByRole('button', { name: 'Pay ₹450.00' })
      .click();
    await expect(authentication.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await authentication.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expectPaid(page, orderPage);
  });

  test('a paid order cancelled from its page is refunded', async ({ page }) => {
    const { id: addressId } = await shopperWithAFern(page);
    // Paid as the gateway's dialog would: the shop's own signed proof from the test-mode gateway.
    const { orderId } = await call<{ orderId: string }>(page.request, 'orders.place', {
      idempotencyKey: crypto.randomUUID(),
      addressId,
      paymentMethod: 'razorpay',
    });
    const { client } = await call<{ client: Record<string, string> }>(page.request, 'payments.start', {
      orderId,
    });
    const paid = await page.request.post('/test-gateway/pay', {
      data: { gatewayOrderId: client.gatewayOrderId, outcome: 'succeed' },
    });
    const { paymentId, signature } = await paid.json();
    const { position } = await call<{ position: string }>(page.request, 'payments.confirmDialog', {
      orderId,
      gatewayPaymentId: paymentId,
      signature,
    });
    const order = `/trpc/orders.get?input=${encodeURIComponent(JSON.stringify({ orderId }))}`;
    expect((await page.request.get(order, { headers: { 'x-read-after': position } })).ok()).toBe(true);

    await page.goto(`/order/${orderId}`);
    await expect(paymentAndDelivery(page)).toContainText('Payment statusPaid');
    await expect(page.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
    await answerFirstAsRequested(page);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Yes, Cancel Order' })
      .click();
    await expect(toast(page, 'Order cancelled successfully')).toBeVisible();

    const refund = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem');
    await expect(refund).toHaveText('Refund of ₹450.00 requested');
    await expect(refund).toHaveText('Refund of ₹450.00 completed');
    await expect(paymentAndDelivery(page)).toContainText('Payment statusRefunded');
    await expect(paymentAndDelivery(page)).toContainText('Order statusCancelled');
  });

  test('a refund the bank returns is shown to the admin, who asks for it again until it completes', async ({
    page,
    browser,
  }) => {
    await shopperWithAFern(page);
    await placeOrderWith(page, 'Credit / Debit Card');
    const step = page.getByRole('region', { name: 'Pay by Card' });
    const orderPage = (await step.getByRole('link', { name: 'your order' }).getAttribute('href')) ?? '';
    const orderId = orderPage.split('/').at(-1) ?? '';
    // The test gateway's card whose first refund the bank returns, as Stripe's 4000 0000 0000 5126.
    await payByCard(page, '4000 0000 0000 5126');
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expectPaid(page, orderPage);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Yes, Cancel Order' })
      .click();
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveText(
      'Refund of ₹450.00 failed',
    );

    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    const failed = admin.getByRole('region', { name: 'Refunds that failed' });
    await failed
      .getByRole('link', { name: `Refund failed — retry: order #${orderId.slice(0, 8)}, ₹450.00` })
      .click();
    await expect(admin).toHaveURL(`/admin/orders/${orderId}`);
    const refunds = admin.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByRole('listitem')).toHaveText('Refund of ₹450.00 failedRefund failed — retry');
    await refunds.getByRole('button', { name: 'Refund failed — retry' }).click();
    await expect(toast(admin, 'Refund requested again')).toBeVisible();
    await expect(refunds.getByRole('listitem')).toHaveText([
      'Refund of ₹450.00 failed',
      'Refund of ₹450.00 completed',
    ]);
    await expect(refunds.getByRole('button', { name: 'Refund failed — retry' })).toHaveCount(0);
    await expect(
      admin
        .getByRole('region', { name: 'Order Timeline' })
        .getByText('Refund failed: The bank returned the refund (test mode)'),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveText([
      'Refund of ₹450.00 failed',
      'Refund of ₹450.00 completed',
    ]);
    await expect(paymentAndDelivery(page)).toContainText('Payment statusRefunded');
  });
});
