import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { cellUnder } from './admin-tables';
import { createTestCatalogue } from './catalog-api';
import { LONG_AGO, momentBetweenChanges, pastStateBanner, viewAsOf } from './past-states';
import { addToCart, placeCashOrder } from './shopper-orders';

let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

test.beforeAll(async ({ baseURL }) => {
  catalogue = await createTestCatalogue(baseURL ?? '');
});

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const orderNumber = (orderId: string) => `#${orderId.slice(0, 8)}`;
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const orderRows = (page: Page) => ordersTable(page).getByRole('rowgroup').nth(1).getByRole('row');

/** A figure of the dashboard's totals as a number: a count, or a sum in paise (₹1,23,450.00 is 12345000). */
async function dashboardFigure(page: Page, term: string): Promise<number> {
  const figure = page.locator('dl[aria-label="Shop totals"] > div', {
    has: page.locator('dt', { hasText: term }),
  });
  return Number((await figure.locator('dd').first().textContent())?.replace(/\D/g, ''));
}

/**
 * How many test-mode payments the note under the dashboard's revenue says it leaves out (none without a note),
 * read once the totals, which carry the note, are shown.
 */
async function testModePaymentsLeftOut(page: Page): Promise<number> {
  await expect(page.locator('dl[aria-label="Shop totals"]')).toBeVisible();
  const note = page.getByText(/^Excludes [\d,]+ test-mode payments?$/);
  return (await note.count()) === 0 ? 0 : Number((await note.innerText()).replace(/\D/g, ''));
}

/** A call as the shopper's browser makes it, after the read models reach `readAfter` when given. */
async function post<Output>(page: Page, path: string, data: unknown, readAfter?: string): Promise<Output> {
  const response = await page.request.post(path, {
    data,
    headers: readAfter ? { 'x-read-after': readAfter } : {},
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Places the signed-in shopper's cart to be paid through the gateway's dialog, and pays it in the test-mode
 * gateway's dialog, as the checkout would; answers the order's id.
 */
async function placeOrderPaidInTestMode(page: Page): Promise<string> {
  type Answer<Data> = { result: { data: Data } };
  const address = await post<Answer<{ id: string; position: string }>>(page, '/trpc/account.addAddress', {
    fullName: 'Asha Menon',
    phone: '9876543210',
    addressLine1: '4 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400020',
  });
  const placed = await post<Answer<{ orderId: string; position: string }>>(
    page,
    '/trpc/orders.place',
    { idempotencyKey: crypto.randomUUID(), addressId: address.result.data.id, paymentMethod: 'razorpay' },
    address.result.data.position,
  );
  const { orderId } = placed.result.data;
  const started = await post<Answer<{ client: { gatewayOrderId: string } }>>(
    page,
    '/trpc/payments.start',
    { orderId },
    placed.result.data.position,
  );
  const paid = await post<{ paymentId: string; signature: string }>(page, '/test-gateway/pay', {
    gatewayOrderId: started.result.data.client.gatewayOrderId,
    outcome: 'succeed',
  });
  await post(page, '/trpc/payments.confirmDialog', {
    orderId,
    gatewayPaymentId: paid.paymentId,
    signature: paid.signature,
  });
  return orderId;
}

async function openAdmin(browser: Browser) {
  // The back office in a browser of its own, so the shopper's session plays no part.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  return { context, admin };
}

async function columnTexts(table: Locator, rows: Locator, heading: string) {
  const texts: string[] = [];
  for (const row of await rows.all()) texts.push(await (await cellUnder(table, row, heading)).innerText());
  return texts;
}

test.describe('admin orders', () => {
  test('an admin finds an order by email, moves it to delivery with a tracking number, and reads its history', async ({
    browser,
    page,
  }) => {
    const shopper = newShopper();
    await signUp(page, shopper);
    await addToCart(page, catalogue.fern.slug, 'Small');

    const { context, admin } = await openAdmin(browser);
    const adminName = (await admin.getByText(/^Welcome, /).innerText()).replace('Welcome, ', '');
    const before = {
      orders: await dashboardFigure(admin, 'Total Orders'),
      revenue: await dashboardFigure(admin, 'Total Revenue'),
    };

    const orderId = await placeCashOrder(page);
    const number = orderNumber(orderId);

    // The order counts at once; cash on delivery brings no revenue before delivery.
    await expect(async () => {
      await admin.reload();
      expect(await dashboardFigure(admin, 'Total Orders')).toBe(before.orders + 1);
    }).toPass();
    expect(await dashboardFigure(admin, 'Total Revenue')).toBe(before.revenue);
    const activity = admin.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByRole('link', { name: `Order ${number} placed: ₹450.00` })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(shopper.email);
    await expect(orderRows(admin)).toHaveCount(1);
    const row = orderRows(admin).first();
    await expect(row.getByRole('rowheader')).toHaveText(number);
    const cells = {
      Customer: `${shopper.fullName}${shopper.email}`,
      Items: '1',
      Total: '₹450.00',
      Payment: 'Cash on DeliveryUnpaid',
      Status: 'Pending',
    };
    for (const [heading, text] of Object.entries(cells)) {
      await expect(await cellUnder(ordersTable(admin), row, heading)).toHaveText(text);
    }

    await row.getByRole('combobox', { name: `Change status of order ${number}` }).selectOption('processing');
    await expect(toast(admin, 'Order status updated')).toBeVisible();
    await expect(await cellUnder(ordersTable(admin), row, 'Status')).toHaveText('Processing');
    const whileProcessing = await momentBetweenChanges(admin);

    await row.getByRole('link', { name: `View order ${number}` }).click();
    await expect(admin).toHaveURL(`/admin/orders/${orderId}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(admin.getByText(/^Placed on \d{1,2} \w+ \d{4}, \d{1,2}:\d{2}\s[ap]m IST$/)).toBeVisible();
    const customer = admin.getByRole('region', { name: 'Customer & Shipping' });
    await expect(customer).toContainText(shopper.email);
    await expect(customer).toContainText('4 Marine Drive');
    await expect(customer).toContainText('Mumbai, Maharashtra 400020');
    const payment = admin.getByRole('region', { name: 'Payment & Tracking' });
    await expect(payment).toContainText('Payment methodCash on Delivery');
    await expect(payment).toContainText('Payment statusUnpaid');
    const items = admin.getByRole('region', { name: 'Items' });
    const item = items.getByRole('row', { name: new RegExp(catalogue.fern.name) });
    await expect(item.getByRole('cell')).toHaveText(['Small', '₹450.00', '1', '₹450.00']);
    await expect(items).toContainText('Subtotal₹450.00ShippingFreeTotal₹450.00');

    // The server judges the tracking number; its refusal shows under the field.
    const tracking = payment.getByRole('textbox', { name: 'Tracking Number' });
    await tracking.fill('X'.repeat(65));
    await payment.getByRole('button', { name: 'Save' }).click();
    await expect(tracking).toHaveAccessibleDescription(
      /A tracking number is at most 64 letters, digits and punctuation, on one line/,
    );
    await expect(tracking).toBeFocused();
    await tracking.fill('DTDC123456789IN');
    await payment.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin, 'Tracking number saved')).toBeVisible();

    const status = admin.getByRole('combobox', { name: 'Order Status' });
    await expect(status).toHaveValue('processing');
    await status.selectOption('shipped');

    const timeline = admin.getByRole('list', { name: 'Order timeline' });
    const entry = (description: string) => timeline.getByRole('listitem').filter({ hasText: description });
    await expect(entry('Status changed from Processing to Shipped')).toContainText(`${adminName} (Admin)`);
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline.getByRole('listitem').first()).toContainText(
      `Order placed: 1 item, ₹450.00, cash on delivery${shopper.fullName} (Customer)`,
    );
    await expect(entry('Status changed from Pending to Processing')).toContainText(`${adminName} (Admin)`);
    await expect(entry('Tracking number set to DTDC123456789IN')).toContainText(`${adminName} (Admin)`);

    // The order as it stood before it had been placed, then while it was processing.
    await viewAsOf(admin, LONG_AGO);
    await expect(admin.getByLabel('View as of')).toHaveAccessibleDescription(
      /This order had not been placed yet at that moment/,
    );
    await viewAsOf(admin, whileProcessing);
    const banner = pastStateBanner(admin);
    await expect(banner).toContainText(
      /^Showing this order as it was on \d{1,2} \w+ \d{4}, [\d:]+\s[ap]m IST\./,
    );
    await expect(status).toHaveValue('processing');
    await expect(status).toBeDisabled();
    await expect(tracking).toHaveValue('');
    await expect(tracking).toBeDisabled();
    await banner.getByRole('button', { name: 'Back to now' }).click();
    await expect(banner).toBeHidden();
    await expect(status).toHaveValue('shipped');
    await expect(tracking).toHaveValue('DTDC123456789IN');

    // The customer sees the parcel on its way.
    await page.goto(`/order/${orderId}`);
    const delivery = page.getByRole('region', { name: 'Payment & Delivery' });
    await expect(delivery).toContainText('Order statusShipped');
    await expect(delivery).toContainText('Tracking numberDTDC123456789IN');

    // Delivered, the cash is collected: the revenue grows by the order's total.
    await status.selectOption('delivered');
    await expect(entry('Cash of ₹450.00 collected on delivery')).toBeVisible();
    await expect(payment).toContainText('Payment statusPaid');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => dashboardFigure(admin, 'Total Revenue')).toBe(before.revenue + 45_000);
    expect(await dashboardFigure(admin, 'Total Orders')).toBe(before.orders + 1);

    await context.close();
  });

  test('a customer’s orders sort by total both ways, and one is cancelled with a reason', async ({
    browser,
    page,
  }) => {
    const shopper = newShopper();
    await signUp(page, shopper);
    await addToCart(page, catalogue.fern.slug, 'Small');
    const fernOrder = await placeCashOrder(page);
    await addToCart(page, catalogue.palm.slug);
    await placeCashOrder(page);

    const { context, admin } = await openAdmin(browser);
    await admin.goto('/admin/customers');
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill(shopper.email);
    const customers = admin.getByRole('list', { name: 'Customers' });
    await expect(customers.getByRole('article')).toHaveCount(1);
    const card = customers.getByRole('article', { name: shopper.fullName });
    await card.getByRole('link', { name: 'View orders' }).click();
    await expect(admin).toHaveURL(/\/admin\/orders\?customer=/);
    await expect(admin.getByText(`Showing only the orders of ${shopper.fullName}.`)).toBeVisible();
    await expect(orderRows(admin)).toHaveCount(2);

    const table = ordersTable(admin);
    const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
    await expect(header('Date')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Total')).not.toHaveAttribute('aria-sort');
    // A new column starts descending; the same column again turns it around.
    await header('Total').getByRole('button').click();
    await expect(header('Total')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Date')).not.toHaveAttribute('aria-sort');
    await expect.poll(() => columnTexts(table, orderRows(admin), 'Total')).toEqual(['₹1,200.00', '₹450.00']);
    await header('Total').getByRole('button').click();
    await expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => columnTexts(table, orderRows(admin), 'Total')).toEqual(['₹450.00', '₹1,200.00']);

    const number = orderNumber(fernOrder);
    const row = orderRows(admin).filter({ has: admin.getByRole('rowheader', { name: number }) });
    const select = row.getByRole('combobox', { name: `Change status of order ${number}` });
    await select.selectOption('cancelled');
    const prompt = admin.getByRole('alertdialog', { name: 'Cancel this order?' });
    await prompt.getByRole('button', { name: 'Keep Order' }).click();
    await expect(prompt).toBeHidden();
    await expect(select).toHaveValue('pending');

    await select.selectOption('cancelled');
    await prompt.getByRole('textbox', { name: 'Reason (optional)' }).fill('Asked to by phone');
    await prompt.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toast(admin, 'Order status updated')).toBeVisible();
    await expect(await cellUnder(table, row, 'Status')).toHaveText('Cancelled');
    // The server moves a cancelled order no further.
    await expect(select).toBeDisabled();

    await row.getByRole('link', { name: `View order ${number}` }).click();
    const cancellation = admin.getByRole('region', { name: 'Cancellation' });
    await expect(cancellation).toContainText('ReasonAsked to by phone');
    await expect(cancellation).toContainText(/Cancelled on\d{1,2} \w+ \d{4}/);
    await expect(
      admin.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').last(),
    ).toContainText('Cancelled by the shop: Asked to by phone');

    // The dashboard's shortcut to the orders that wait to be sent.
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await admin.getByRole('link', { name: 'Orders awaiting dispatch' }).click();
    await expect(admin).toHaveURL('/admin/orders?status=processing');
    await expect(admin.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('processing');

    await context.close();
  });

  test('an order paid in test mode is marked so everywhere, and brings no revenue', async ({
    browser,
    page,
  }) => {
    await signUp(page, newShopper());
    await addToCart(page, catalogue.fern.slug, 'Small');
    const { context, admin } = await openAdmin(browser);
    const before = {
      revenue: await dashboardFigure(admin, 'Total Revenue'),
      testModePayments: await testModePaymentsLeftOut(admin),
    };

    const orderId = await placeOrderPaidInTestMode(page);
    const number = orderNumber(orderId);

    await expect(async () => {
      await admin.reload();
      expect(await testModePaymentsLeftOut(admin)).toBe(before.testModePayments + 1);
    }).toPass();
    expect(await dashboardFigure(admin, 'Total Revenue')).toBe(before.revenue);

    // The list's read model is fed apart from the dashboard's: it may come a moment later.
    await expect(async () => {
      await admin.goto('/admin/orders');
      await admin.getByRole('searchbox', { name: 'Search orders' }).fill(number);
      await expect(orderRows(admin)).toHaveCount(1);
      await expect(await cellUnder(ordersTable(admin), orderRows(admin).first(), 'Payment')).toHaveText(
        'Razorpay (UPI, Cards, Net Banking)PaidTest mode',
        { timeout: 1_000 },
      );
    }).toPass();

    await orderRows(admin)
      .first()
      .getByRole('link', { name: `View order ${number}` })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(admin.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Payment & Tracking' })).toContainText(
      'Paid through the test-mode gateway: no money was taken',
    );
    await expect(
      admin
        .getByRole('list', { name: 'Order timeline' })
        .getByRole('listitem')
        .filter({ hasText: /^Test-mode payment of ₹450\.00, no money taken \(test_pay_\w+\)/ }),
    ).toHaveCount(1);

    await context.close();
  });

  test('an unknown order is not found', async ({ page }) => {
    await signInAsAdmin(page);
    for (const id of ['00000000-0000-5000-8000-000000000000', 'not-an-order']) {
      await page.goto(`/admin/orders/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
        'href',
        '/admin/orders',
      );
    }
  });
});
