import { expect, type Page, test } from '@playwright/test';
import { newShopper, signUp } from './accounts';
import { adminApi, call, createTestCatalogue, readAfter } from './catalog-api';
import { uniqueSuffix } from './demo-catalog';

let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;
/** 10% off anything. */
let tenOff: string;
/** 10% off, from ₹1,000 up. */
let tenOffFromThousand: string;
/** All of it off: an order with nothing to pay. */
let allOff: string;
/** ₹449.40 off: one small fern (₹450) comes to ₹0.60, too little for Razorpay. */
let allButSixtyPaise: string;

/** A coupon of this run's own, created through the admin API and readable by the shop once this resolves. */
async function createCoupon(baseURL: string, terms: Record<string, unknown>) {
  const code = `LEAF${uniqueSuffix()}`.toUpperCase();
  const api = await adminApi(baseURL);
  const { position } = await call<{ position: string }>(api, 'admin.coupons.create', {
    code,
    discountType: 'percentage',
    discountValue: 10,
    ...terms,
  });
  const list = `/trpc/admin.coupons.list?input=${encodeURIComponent(JSON.stringify({ search: code }))}`;
  expect((await api.get(list, { headers: { 'x-read-after': position } })).ok()).toBe(true);
  await api.dispose();
  return code;
}

test.beforeAll(async ({ baseURL }) => {
  catalogue = await createTestCatalogue(baseURL ?? '');
  tenOff = await createCoupon(baseURL ?? '', {});
  tenOffFromThousand = await createCoupon(baseURL ?? '', { minPurchase: 100_000 });
  allOff = await createCoupon(baseURL ?? '', { discountValue: 100 });
  allButSixtyPaise = await createCoupon(baseURL ?? '', { discountType: 'fixed', discountValue: 44_940 });
});

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const toast = (page: Page, message: string) => page.getByText(message, { exact: true });

async function addFern(page: Page, quantity: number) {
  await page.goto(`/product/${catalogue.fern.slug}`);
  await page.getByRole('button', { name: 'Small', exact: true }).click();
  for (let more = 1; more < quantity; more++)
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
}

async function applyCoupon(page: Page, code: string) {
  await summary(page).getByPlaceholder('Enter coupon code').fill(code);
  await summary(page).getByRole('button', { name: 'Apply' }).click();
}

test.describe('coupons, checkout and orders', () => {
  test('a customer applies a coupon, places an order with cash on delivery, and cancels it', async ({
    page,
  }) => {
    await signUp(page, newShopper());
    await addFern(page, 2);

    await page.goto('/cart');
    await applyCoupon(page, tenOff.toLowerCase());
    await expect(toast(page, `Coupon "${tenOff}" applied! You saved ₹90.00.`)).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Remove coupon' })).toBeFocused();
    await expect(summary(page)).toContainText(`Discount (${tenOff})-₹90.00`);
    await expect(summary(page)).toContainText('Total₹810.00');

    await summary(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    const payment = page.getByRole('region', { name: 'Payment Method' });
    const checkoutSummary = summary(page);
    await expect(checkoutSummary.getByRole('list', { name: 'Items in your order' })).toContainText(
      catalogue.fern.name,
    );
    await expect(checkoutSummary).toContainText(`Discount (${tenOff})-₹90.00`);
    await expect(checkoutSummary).toContainText('ShippingFree');
    await expect(checkoutSummary).toContainText('Total₹810.00');

    // Cash on delivery is chosen at first; the online methods are served by the test-mode gateway here.
    await expect(payment.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    for (const method of ['Razorpay (UPI, Cards, Net Banking)', 'Credit / Debit Card']) {
      await expect(payment.getByRole('radio', { name: method })).toBeEnabled();
      await expect(payment.getByRole('radio', { name: method })).toHaveAccessibleDescription(
        /Test mode: no money is taken\.$/,
      );
    }

    // No address saved yet: the form shows at once, and an order needs an address.
    await checkoutSummary.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, 'Please select a shipping address')).toBeVisible();
    const form = shipping.getByRole('form', { name: 'New Address' });
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Menon');
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('12 MG Road');
    await form.getByRole('textbox', { name: 'Address Line 2' }).fill('Indiranagar');
    await form.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await form.getByRole('textbox', { name: 'State' }).fill('Karnataka');
    await form.getByRole('textbox', { name: 'Postal Code' }).fill('560038');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Address added successfully!')).toBeVisible();
    const saved = shipping.getByRole('radio', { name: 'Asha Menon (Default)' });
    await expect(saved).toBeChecked();
    await expect(saved).toBeFocused();
    await expect(saved).toHaveAccessibleDescription(/12 MG Road, Indiranagar, Bengaluru, Karnataka 560038/);
    const addNew = shipping.getByRole('button', { name: 'Add New Address' });
    await addNew.click();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(addNew).toBeFocused();

    await checkoutSummary.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, 'Order placed! Pay ₹810.00 on delivery.')).toBeVisible();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    const orders = page.getByRole('tabpanel', { name: 'Orders' }).getByRole('list', { name: 'Your orders' });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    const order = orders.getByRole('link');
    await expect(order).toContainText(/Order #[0-9a-f]{8}/);
    await expect(order).toContainText('2 items');
    await expect(order).toContainText('Pending');
    await expect(order).toContainText('₹810.00');
    const orderNumber = (await order.textContent())?.match(/#[0-9a-f]{8}/)?.[0] ?? '';

    await order.click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderNumber.slice(1)}[0-9a-f-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(/^Placed on \d{1,2} \w+ \d{4}, \d{1,2}:\d{2}\s[ap]m IST$/)).toBeVisible();
    const item = page.getByRole('table').getByRole('row', { name: new RegExp(catalogue.fern.name) });
    await expect(item.getByRole('cell')).toHaveText(['Small', '2', '₹450.00', '₹900.00']);
    const address = page.getByRole('region', { name: 'Shipping Address' });
    await expect(address).toContainText('Asha Menon');
    await expect(address).toContainText('Bengaluru, Karnataka 560038');
    const paymentAndDelivery = page.getByRole('region', { name: 'Payment & Delivery' });
    await expect(paymentAndDelivery).toContainText('Payment methodCash on Delivery');
    await expect(paymentAndDelivery).toContainText('Payment statusUnpaid');
    await expect(paymentAndDelivery).toContainText('Order statusPending');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
      `Subtotal₹900.00Discount (${tenOff})-₹90.00ShippingFreeTotal₹810.00`,
    );

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(toast(page, 'Order cancelled successfully')).toBeVisible();
    await expect(paymentAndDelivery).toContainText('Order statusCancelled');
    await expect(page.getByText('Reason: Cancelled by customer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await expect(orders.getByRole('link')).toContainText('Cancelled');
  });

  test('a visitor applies a coupon in the cart, and it joins their account at sign-up', async ({ page }) => {
    await addFern(page, 1);
    await page.goto('/cart');

    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Please enter a coupon code.')).toBeVisible();
    await applyCoupon(page, 'NO-SUCH-CODE');
    await expect(toast(page, 'This coupon code is not valid.')).toBeVisible();
    await applyCoupon(page, tenOffFromThousand);
    await expect(toast(page, 'This coupon needs a minimum purchase of ₹1,000.00.')).toBeVisible();
    await expect(summary(page)).not.toContainText('Discount');

    await applyCoupon(page, tenOff);
    await expect(toast(page, `Coupon "${tenOff}" applied! You saved ₹45.00.`)).toBeVisible();
    await expect(summary(page)).toContainText(`Coupon ${tenOff} applied`);
    await expect(summary(page)).toContainText(`Discount (${tenOff})-₹45.00`);
    // Shipping is free from ₹399 before the discount.
    await expect(summary(page)).toContainText('Total₹405.00');

    // The code is kept in the browser's cart.
    await page.reload();
    await expect(summary(page)).toContainText(`Discount (${tenOff})-₹45.00`);
    await summary(page).getByRole('button', { name: 'Remove coupon' }).click();
    await expect(toast(page, 'Coupon removed.')).toBeVisible();
    await expect(summary(page).getByPlaceholder('Enter coupon code')).toBeFocused();
    await expect(summary(page)).not.toContainText('Discount');
    await expect(summary(page)).toContainText('Total₹450.00');

    await applyCoupon(page, tenOff);
    await expect(summary(page)).toContainText(`Discount (${tenOff})-₹45.00`);
    await signUp(page, newShopper());
    await page.goto('/cart');
    await expect(summary(page)).toContainText(`Coupon ${tenOff} applied`);
    await expect(summary(page)).toContainText('Total₹405.00');
  });

  test('an order is only for its customer, and one the shop has shipped meanwhile is not cancelled', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/order/not-an-order');
    await expect(page).toHaveURL('/auth');

    await signUp(page, newShopper());
    await page.goto('/order/00000000-0000-5000-8000-000000000000');
    await expect(toast(page, 'Order not found')).toBeVisible();
    await expect(page).toHaveURL('/account');

    // An order placed through the API with the shopper's own session.
    await addFern(page, 1);
    const { id: addressId } = await call<{ id: string }>(page.request, 'account.addAddress', {
      fullName: 'Asha Menon',
      phone: '9876543210',
      addressLine1: '4 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400020',
    });
    const { orderId } = await call<{ orderId: string }>(page.request, 'orders.place', {
      idempotencyKey: crypto.randomUUID(),
      addressId,
      paymentMethod: 'cod',
    });
    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('region', { name: 'Payment & Delivery' })).toContainText(
      'Order statusPending',
    );

    const api = await adminApi(baseURL ?? '');
    const { position } = await call<{ position: string }>(api, 'admin.orders.setStatus', {
      orderId,
      status: 'shipped',
    });
    await readAfter(api, position);
    await api.dispose();

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Yes, Cancel Order' })
      .click();
    const refusal = toast(
      page,
      'This order cannot be cancelled. Please contact us at +91 80 4567 8910 for assistance.',
    );
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment & Delivery' })).toContainText(
      'Order statusShipped',
    );
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    // Long enough to note the number down: longer than the 4 seconds of other error messages.
    await page.waitForTimeout(4_500);
    await expect(refusal).toBeVisible();
  });

  test('a shopper whose coupon covers the whole order checks out with nothing to pay', async ({ page }) => {
    await signUp(page, newShopper());
    await addFern(page, 1);
    await page.goto('/cart');
    await applyCoupon(page, allOff);
    await expect(toast(page, `Coupon "${allOff}" applied! You saved ₹450.00.`)).toBeVisible();
    await expect(summary(page)).toContainText('Total₹0.00');

    await summary(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const payment = page.getByRole('region', { name: 'Payment Method' });
    await expect(payment).toContainText('No payment needed');
    await expect(payment).toContainText('Your order comes to ₹0.00, so there is nothing to pay.');
    await expect(payment.getByRole('radio')).toHaveCount(0);
    await expect(summary(page)).toContainText('Total₹0.00');

    const form = page
      .getByRole('region', { name: 'Shipping Address' })
      .getByRole('form', { name: 'New Address' });
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('12 MG Road');
    await form.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await form.getByRole('textbox', { name: 'State' }).fill('Karnataka');
    await form.getByRole('textbox', { name: 'Postal Code' }).fill('560038');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Address added successfully!')).toBeVisible();

    await summary(page).getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, 'Order placed! There is nothing to pay.')).toBeVisible();
    await expect(page).toHaveURL('/account');
    const order = page
      .getByRole('tabpanel', { name: 'Orders' })
      .getByRole('list', { name: 'Your orders' })
      .getByRole('link');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('₹0.00');

    await order.click();
    const paymentAndDelivery = page.getByRole('region', { name: 'Payment & Delivery' });
    await expect(paymentAndDelivery).toContainText('Payment methodNo payment needed');
    await expect(paymentAndDelivery).toContainText('Payment statusPaid');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
      `Subtotal₹450.00Discount (${allOff})-₹450.00ShippingFreeTotal₹0.00`,
    );
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });

  test('an online method that cannot take so small a total is not offered for it, saying why', async ({
    page,
  }) => {
    await signUp(page, newShopper());
    await addFern(page, 1);
    await page.goto('/cart');
    await applyCoupon(page, allButSixtyPaise);
    await expect(summary(page)).toContainText('Total₹0.60');
    await summary(page).getByRole('link', { name: 'Proceed to Checkout' }).click();

    const payment = page.getByRole('region', { name: 'Payment Method' });
    const razorpay = payment.getByRole('radio', { name: 'Razorpay (UPI, Cards, Net Banking)' });
    await expect(razorpay).toBeDisabled();
    await expect(razorpay).toHaveAccessibleDescription(
      'Paying through Razorpay needs an order of at least ₹1.00.',
    );
    await expect(payment.getByRole('radio', { name: 'Credit / Debit Card' })).toBeEnabled();
    await expect(payment.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  });
});
