import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { cellUnder } from './admin-tables';
import { expectAccessible } from './axe';
import { adminApi } from './catalog-api';
import { deliveredMonstera } from './claims';

const INSTRUCTIONS = 'Our courier collects it on Monday morning: please pack it in the box it came in.';
const NOTE = 'Lovely, but far too big for my balcony.';

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const figure = (page: Page, term: string) =>
  summary(page)
    .locator('dl > div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd');

test('a customer returns a cash order’s plant: approved, received, and paid back by UPI', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(baseURL ?? '');
  const orderId = await deliveredMonstera(page, api);
  await api.dispose();
  const orderNumber = `#${orderId.slice(0, 8)}`;

  // The customer asks on the order's page; without a reason the request is refused under the field.
  await page.goto(`/order/${orderId}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(page.getByRole('region', { name: '7-Day Guarantee' })).toBeVisible();
  await returns.getByRole('button', { name: 'Return items' }).click();
  const form = returns.getByRole('form', { name: 'Return items' });
  await form
    .getByRole('combobox', { name: /Monstera Deliciosa \(Small\): how many \(of 1\)/ })
    .selectOption('1');
  await form.getByRole('button', { name: 'Send request' }).click();
  const reason = form.getByRole('combobox', { name: 'Why are you returning them?' });
  await expect(reason).toHaveAccessibleDescription('Please choose why you are returning it');
  await reason.selectOption({ label: 'Changed my mind' });
  await form.getByRole('textbox', { name: 'Anything to add?' }).fill(NOTE);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    toast(page, 'We have your return request: we will tell you how to send the plants back'),
  ).toBeVisible();
  const returned = returns.getByRole('article');
  await expect(
    returned.getByRole('heading', { name: 'Changed my mind: 1 × Monstera Deliciosa (Small)' }),
  ).toBeVisible();
  await expect(returned.getByText('Requested: we reply with how to send the plants back')).toBeVisible();
  await expect(returned.getByText(`You asked to return them: ${NOTE}`)).toBeVisible();
  // Nothing is left to return: the button is gone.
  await expect(returns.getByRole('button', { name: 'Return items' })).toHaveCount(0);
  await expectAccessible(page, `/order/${orderId}`);

  // The back office finds it among the requests, with the customer's note, and approves it.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns' }).click();
  await expect(admin).toHaveTitle('Returns | Verdant Admin');
  await admin.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Requested' });
  await expect(admin).toHaveURL(/\/admin\/returns\?status=requested$/);
  const link = `View return for order ${orderNumber}`;
  await admin.getByRole('link', { name: link }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Return on order ${orderNumber}` }),
  ).toBeVisible();
  await expect(figure(admin, 'State')).toHaveText('Requested');
  await expect(admin.getByRole('table', { name: 'Items in this return' })).toContainText(
    'Monstera Deliciosa',
  );
  const steps = admin.getByRole('list', { name: 'Return steps' });
  await expect(steps.getByRole('listitem').first()).toContainText(NOTE);
  await expect(steps.getByRole('listitem').first()).toContainText('The customer');

  const approve = admin.getByRole('form', { name: 'Approve' });
  const instructions = approve.getByRole('textbox', { name: 'Instructions to the customer' });
  await instructions.fill('Send it');
  await approve.getByRole('button', { name: 'Approve return' }).click();
  const tooShort = 'Please tell the customer how to send it back (10 to 1,000 characters)';
  await expect(approve.getByText(tooShort)).toBeVisible();
  await expect(instructions).toHaveAttribute('aria-invalid', 'true');
  await instructions.fill(INSTRUCTIONS);
  await approve.getByRole('button', { name: 'Approve return' }).click();
  await expect(toast(admin, 'Return approved')).toBeVisible();
  await expect(figure(admin, 'State')).toHaveText('Awaiting receipt');
  await expect(admin.getByRole('form', { name: 'Decline' })).toHaveCount(0);

  // The customer reads how to send it back.
  await page.reload();
  await expect(returned.getByText('Approved: please send the plants back as we describe')).toBeVisible();
  await expect(returned.getByText(`Approved. How to send them back: ${INSTRUCTIONS}`)).toBeVisible();

  // The dashboard counts it as awaiting receipt, and leads to those returns.
  await admin.goto('/admin');
  const awaiting = admin.getByRole('region', { name: 'Returns awaiting receipt' });
  await expect(awaiting.getByRole('definition').first()).not.toHaveText('0');
  await awaiting.getByRole('link', { name: 'See returns awaiting receipt' }).click();
  await expect(admin.getByRole('combobox', { name: 'State' })).toHaveValue('approved');
  const table = admin.getByRole('table', { name: 'Returns' });
  const row = table.getByRole('row').filter({ has: admin.getByRole('link', { name: link }) });
  await expect(await cellUnder(table, row, 'State')).toHaveText('Awaiting receipt');
  await admin.getByRole('link', { name: link }).click();

  // The plants arrive: after a confirmation the refund starts, its amount and due day shown.
  await admin.getByRole('button', { name: 'Return received' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Mark the return received?' });
  await dialog.getByRole('button', { name: 'Return received' }).click();
  await expect(toast(admin, 'Return received: refund started')).toBeVisible();
  await expect(figure(admin, 'State')).toHaveText('Refund due');
  await expect(figure(admin, 'Refund amount')).toHaveText(/^₹[\d,]+\.\d\d, paid back by hand$/);
  await expect(figure(admin, 'Refund due')).toHaveText(/^Due by \d{1,2} [A-Z][a-z]+ \d{4}$/);

  await expectAccessible(admin, new URL(admin.url()).pathname);

  // Paid back by UPI, recorded with its reference; a reference that cannot be one is refused first.
  const record = admin.getByRole('form', { name: 'Record refund paid' });
  await record.getByRole('combobox', { name: 'Paid back by' }).selectOption({ label: 'UPI' });
  const reference = record.getByRole('textbox', { name: 'Reference' });
  await reference.fill('??');
  await record.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(reference).toHaveAccessibleDescription(/Please enter the UPI or bank transfer reference/);
  await reference.fill('412345678901');
  await record.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(toast(admin, 'Refund recorded')).toBeVisible();
  await expect(figure(admin, 'State')).toHaveText('Refunded');
  await expect(steps.getByRole('listitem').last()).toContainText('by UPI, reference 412345678901');
  await expect(admin.getByRole('form', { name: 'Record refund paid' })).toHaveCount(0);
  await admin.context().close();

  // The customer sees it refunded.
  await page.reload();
  await expect(returned.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(
    returned.getByText(/Refunded ₹[\d,]+\.\d\d by UPI \(reference 412345678901\)\./),
  ).toBeVisible();
  await expectAccessible(page, `/order/${orderId}`);
});

test('the Returns panel fits a 390-pixel-wide phone, its form open', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  const api = await adminApi(baseURL ?? '');
  const orderId = await deliveredMonstera(page, api);
  await api.dispose();
  await page.goto(`/order/${orderId}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByRole('button', { name: 'Return items' }).click();
  const send = returns.getByRole('button', { name: 'Send request' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
  await phone.close();
});

test('a return that does not exist is not found', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/returns/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Return not found' })).toBeVisible();
});
