import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { pdfText } from '@verdant/server/invoicing/testing/pdf-text';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { expectShownAccessible } from './axe';
import { adminApi, call, readAfter } from './catalog-api';
import { uniqueSuffix } from './demo-catalog';
import { addToCart, mutate } from './shopper-orders';

/**
 * The shop is registered in Maharashtra, as admin-invoicing.spec.ts leaves it: the server is shared by every
 * spec of a run, so whichever runs first, the other finds the details it would have set.
 */
const SHOP_GSTIN = '27AAPFU0939F1ZV';
const INVOICE_NUMBER = /^VRD\/\d{2}-\d{2}\/\d{6}$/;
/** The jobs issue the invoice moments after the order ships, and a credit note after it is cancelled. */
const ISSUING = { timeout: 30_000 };
/** A refused invoice job tries again 2, 4, 8 and 16 s later (FIVE_TRIES) before it gives up. */
const GIVING_UP = { timeout: 60_000 };

const inKarnataka = {
  fullName: 'Asha Menon',
  phone: '9876543210',
  addressLine1: '7, 4th Cross, Jayanagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560041',
};
const inMaharashtra = {
  ...inKarnataka,
  addressLine1: '4 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
};

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const invoiceRegion = (page: Page) => page.getByRole('region', { name: 'Invoice' });
/** A figure of a panel's description list: its term, then its value. */
const figure = (panel: Locator, term: string) =>
  panel.locator('dl > div', { has: panel.page().locator('dt', { hasText: term }) }).locator('dd');

/** Admin > Settings > Tax invoices, through the form. */
async function setShopTaxDetails(admin: Page) {
  await admin.goto('/admin/settings');
  const details = admin.getByRole('form', { name: 'Tax details' });
  await details.getByRole('textbox', { name: 'Legal name' }).fill('Verdant Plants Private Limited');
  await details.getByRole('textbox', { name: 'GSTIN' }).fill(SHOP_GSTIN);
  await details.getByRole('textbox', { name: 'Address line 1' }).fill('12 Nursery Lane');
  await details.getByRole('textbox', { name: 'City' }).fill('Pune');
  await details.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra (27)' });
  await details.getByRole('textbox', { name: 'PIN code' }).fill('411001');
  await details.getByRole('button', { name: 'Save tax details' }).click();
  await expect(toast(admin, 'Tax details saved')).toBeVisible();
}

/** A planter of this run's own, in a category of its own; taxed as plastic planters are unless told not to be. */
async function createPlanter(api: APIRequestContext, taxed = true) {
  const suffix = uniqueSuffix();
  const { id: categoryId } = await call<{ id: string }>(api, 'admin.categories.create', {
    name: `Planters ${suffix}`,
    slug: `planters-${suffix}`,
  });
  const planter = { name: `Plastic Planter ${suffix}`, slug: `plastic-planter-${suffix}`, basePrice: 59_900 };
  const { id, position } = await call<{ id: string; position: string }>(api, 'admin.products.create', {
    product: { ...planter, categoryId },
    variants: [],
    tax: taxed ? { hsn: '3924', gstRate: '18' } : null,
  });
  await readAfter(api, position);
  return { ...planter, id };
}

/** Places the signed-in shopper's cart to `address` and pays it in the test-mode gateway's dialog. */
async function placePaidOrder(page: Page, address: typeof inKarnataka): Promise<string> {
  const added = await mutate<{ id: string; position: string }>(page, 'account.addAddress', address);
  const placed = await mutate<{ orderId: string; position: string }>(
    page,
    'orders.place',
    { idempotencyKey: crypto.randomUUID(), addressId: added.id, paymentMethod: 'razorpay' },
    added.position,
  );
  const { orderId } = placed;
  const started = await mutate<{ client: { gatewayOrderId: string } }>(
    page,
    'payments.start',
    { orderId },
    placed.position,
  );
  const paid = await page.request.post('/test-gateway/pay', {
    data: { gatewayOrderId: started.client.gatewayOrderId, outcome: 'succeed' },
  });
  const { paymentId, signature } = await paid.json();
  await mutate(page, 'payments.confirmDialog', { orderId, gatewayPaymentId: paymentId, signature });
  return orderId;
}

/** A new shopper in a browser of their own, with a paid order of the planter to `address`. */
async function shopperWithOrder(browser: Browser, slug: string, address: typeof inKarnataka) {
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await signUp(shopper, newShopper());
  await addToCart(shopper, slug);
  const orderId = await placePaidOrder(shopper, address);
  return { shopper, orderId, close: () => context.close() };
}

/** The order's status as the customer's orders hold it. */
async function orderStatusOf(shopper: Page, orderId: string): Promise<string> {
  const order = await shopper.request.get(
    `/trpc/orders.get?input=${encodeURIComponent(JSON.stringify({ orderId }))}`,
  );
  return (await order.json()).result.data.status;
}

/** Clicks a download link and answers the file's suggested name and bytes. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

let api: APIRequestContext;
let planter: Awaited<ReturnType<typeof createPlanter>>;

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await setShopTaxDetails(admin);
  await context.close();
  api = await adminApi(baseURL ?? '');
  planter = await createPlanter(api);
});

test.afterAll(async () => {
  await api.dispose();
});

test.describe('GST invoices on the order pages', () => {
  test('an order shipped to another state is invoiced with IGST; the customer and the admin download it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { shopper, orderId, close } = await shopperWithOrder(browser, planter.slug, inKarnataka);

    // Nothing to show the customer before the order ships.
    await shopper.goto(`/order/${orderId}`);
    await expect(shopper.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
    await expect(invoiceRegion(shopper)).toHaveCount(0);

    // The admin ships it from the order's page; the panel shows the invoice once the jobs have issued it.
    await signInAsAdmin(page);
    await page.goto(`/admin/orders/${orderId}`);
    const panel = invoiceRegion(page);
    await expect(panel).toContainText('No invoice yet: it is issued when the order ships');
    const status = page.getByRole('combobox', { name: 'Order Status' });
    await status.selectOption('processing');
    await expect(toast(page, 'Order status updated')).toBeVisible();
    await status.selectOption('shipped');
    await expect(figure(panel, 'Invoice number')).toHaveText(INVOICE_NUMBER, ISSUING);
    const number = (await figure(panel, 'Invoice number').innerText()).trim();
    await expect(figure(panel, 'Supply')).toHaveText('Between states (IGST)');
    await expect(figure(panel, 'Total')).toHaveText('₹599.00');
    await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
      `Invoice ${number} issued: ₹599.00`,
    );
    // Afresh, with no toast fading in over the page.
    await page.reload();
    await expect(figure(panel, 'Invoice number')).toHaveText(number);
    await expectShownAccessible(page, 'the admin’s invoiced order');

    // The customer's order page has it too, and its PDF.
    await shopper.goto(`/order/${orderId}`);
    const section = invoiceRegion(shopper);
    await expect(figure(section, 'Invoice number')).toHaveText(number, ISSUING);
    await expect(figure(section, 'Supply')).toHaveText('Between states (IGST)');
    await expect(figure(section, 'Total')).toHaveText('₹599.00');
    await expect(figure(section, 'Issued on')).toHaveText(/^\d{1,2} \w+ \d{4}$/);
    await expectShownAccessible(shopper, 'the customer’s invoiced order');
    const link = section.getByRole('link', { name: 'Download invoice' });
    await expect(link).toHaveAttribute('href', `/documents/invoices/${orderId}.pdf`);
    const pdf = await download(shopper, link);
    expect(pdf.name).toBe(`${number.replaceAll('/', '-')}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(pdf.bytes);
    expect(text).toContain(number);
    expect(text).toContain(SHOP_GSTIN);
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka');

    // The back office downloads the same document with its own session.
    const adminsCopy = await download(page, panel.getByRole('link', { name: 'Download invoice' }));
    expect(adminsCopy.name).toBe(pdf.name);
    expect(adminsCopy.bytes.equals(pdf.bytes)).toBe(true);
    await close();
  });

  test('an order shipped within the shop’s state is invoiced with CGST and SGST, and credited when cancelled', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { shopper, orderId, close } = await shopperWithOrder(browser, planter.slug, inMaharashtra);
    for (const status of ['processing', 'shipped'])
      await call(api, 'admin.orders.setStatus', { orderId, status });

    await signInAsAdmin(page);
    await page.goto(`/admin/orders/${orderId}`);
    const panel = invoiceRegion(page);
    await expect(figure(panel, 'Invoice number')).toHaveText(INVOICE_NUMBER, ISSUING);
    await expect(figure(panel, 'Supply')).toHaveText('Within the state (CGST + SGST)');

    // The customer has the order's page open when the admin cancels it from theirs.
    await shopper.goto(`/order/${orderId}`);
    const section = invoiceRegion(shopper);
    await expect(figure(section, 'Invoice number')).toHaveText(INVOICE_NUMBER);
    await expect(figure(section, 'Supply')).toHaveText('Within the state (CGST + SGST)');

    // Cancelled after it shipped, the order is credited in full: a credit note of its own series, which the
    // jobs issue moments later.
    await page.getByRole('combobox', { name: 'Order Status' }).selectOption('cancelled');
    const prompt = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await prompt.getByRole('textbox', { name: 'Reason (optional)' }).fill('Lost in transit');
    await prompt.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toast(page, 'Order status updated')).toBeVisible();

    // The customer's page does not follow the admin's changes: they come back to it once their orders hold
    // the cancellation, and it looks for the credit note until it is there.
    await expect.poll(() => orderStatusOf(shopper, orderId)).toBe('cancelled');
    await shopper.reload();
    await expect(shopper.getByText('Reason: Lost in transit')).toBeVisible();
    const note = section.getByRole('link', { name: /^Download credit note VCN\/\d{2}-\d{2}\/\d{6}$/ });
    await expect(note).toBeVisible(ISSUING);
    const noteNumber = ((await note.innerText()).match(/VCN\/\S+/) ?? [''])[0];
    await expect(section.getByRole('listitem').filter({ hasText: noteNumber })).toContainText(
      'Order cancelled · ₹599.00',
    );

    // The admin's panel, open all along, shows it too, and the timeline names it.
    await expect(panel.getByRole('link', { name: `Download credit note ${noteNumber}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
      `Credit note ${noteNumber} issued against invoice`,
    );
    const pdf = await download(shopper, note);
    expect(pdf.name).toBe(`${noteNumber.replaceAll('/', '-')}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfText(pdf.bytes)).text).toContain(noteNumber);
    await close();
  });

  test('an order the jobs could not invoice says why, and the admin issues its invoice by hand', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const untaxed = await createPlanter(api, false);
    const { shopper, orderId, close } = await shopperWithOrder(browser, untaxed.slug, inKarnataka);
    for (const status of ['processing', 'shipped'])
      await call(api, 'admin.orders.setStatus', { orderId, status });

    await signInAsAdmin(page);
    await page.goto(`/admin/orders/${orderId}`);
    const panel = invoiceRegion(page);
    await expect(panel).toContainText('No invoice has been issued for this order.');
    // The panel looks again while the jobs try: their refusal names the product to put right.
    await expect(panel.getByRole('alert')).toContainText(
      `Product "${untaxed.name}" has no HSN code`,
      ISSUING,
    );

    // Asked now, the shop still refuses, and says why.
    await panel.getByRole('button', { name: 'Issue invoice' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Issue the invoice?' });
    await dialog.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('alert')).toContainText(
      `Refused: Product "${untaxed.name}" has no HSN code`,
    );

    // While the jobs try again the panel says so, and looks again until they give up.
    await expect(panel.getByRole('alert')).toContainText('The shop tries again shortly.');
    await expect(panel.getByRole('alert')).toContainText(
      'The shop has stopped trying: put this right, then issue the invoice.',
      GIVING_UP,
    );

    // Once the jobs have given up and the product is taxed, the admin's invoice is the one issued.
    await expect(panel.getByRole('button', { name: 'Issue invoice' })).toBeVisible();
    await page.goto(`/admin/products/${untaxed.id}`);
    await page.getByRole('textbox', { name: 'HSN code' }).fill('3924');
    await page.getByRole('combobox', { name: 'GST rate' }).selectOption({ label: '18%' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await page.goto(`/admin/orders/${orderId}`);
    await panel.getByRole('button', { name: 'Issue invoice' }).click();
    await dialog.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(toast(page, 'Invoice issued')).toBeVisible();
    await expect(figure(panel, 'Invoice number')).toHaveText(INVOICE_NUMBER);
    await expect(figure(panel, 'Supply')).toHaveText('Between states (IGST)');

    await shopper.goto(`/order/${orderId}`);
    await expect(invoiceRegion(shopper).getByRole('link', { name: 'Download invoice' })).toBeVisible();
    await close();
  });
});
