import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { cellUnder } from './admin-tables';
import { CLAIM_DESCRIPTION, openDamageClaim } from './claims';

const PHOTO_REQUEST = 'Please photograph the crack in the pot up close, with the plant beside it.';
const DECLINE_REASON = 'The crack is in the decorative sleeve, which the guarantee does not cover.';

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const claimsTable = (page: Page) => page.getByRole('table', { name: 'Claims' });
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const steps = (page: Page) => page.getByRole('list', { name: 'Claim steps' });
/** The steps themselves, not the photos listed within them. */
const stepItems = (page: Page) => steps(page).locator(':scope > li');
const askForm = (page: Page) => page.getByRole('form', { name: 'Ask for more photos' });
const declineForm = (page: Page) => page.getByRole('form', { name: 'Decline' });

/** The 'State' or 'Review' figure of the claim page's summary. */
const figure = (page: Page, term: string) =>
  summary(page)
    .locator('dl > div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd');

test.describe('admin claims', () => {
  test('an admin reviews a damage claim: reads it, asks for more photos, then declines it', async ({
    browser,
    page,
    baseURL,
  }) => {
    const claim = await openDamageClaim(browser, baseURL ?? '');
    const claimLink = `View claim for order ${claim.orderNumber}`;

    await signInAsAdmin(page);
    // The dashboard counts it among the open claims, and leads to them.
    const claimsCard = page.getByRole('region', { name: 'Claims' });
    await expect(claimsCard.getByRole('definition').first()).not.toHaveText('0');
    await claimsCard.getByRole('link', { name: 'Review open claims' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('open');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await expect(page).toHaveTitle('Claims | Verdant Admin');

    // Just opened: on the clock, with (nearly) all of its 24 hours left.
    const table = claimsTable(page);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: claimLink }) });
    await expect(row).toHaveCount(1);
    await expect(await cellUnder(table, row, 'Reason')).toHaveText('Arrived damaged');
    await expect(await cellUnder(table, row, 'Items')).toHaveText('1');
    await expect(await cellUnder(table, row, 'State')).toHaveText('Open');
    await expect(await cellUnder(table, row, 'Review')).toHaveText(/^(23 h \d+ min|24 h) left$/);

    // The filters narrow the list, and the address keeps them.
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Declined' });
    await expect(page).toHaveURL(/\/admin\/claims\?status=declined$/);
    await expect(page.getByRole('link', { name: claimLink })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Open' });
    await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Arrived damaged' });
    await expect(page).toHaveURL(/\/admin\/claims\?status=open&reason=arrived_damaged$/);
    await expect(page.getByRole('link', { name: claimLink })).toBeVisible();

    // The claim's story: the customer's words and photo, the items, the order it is on.
    await page.getByRole('link', { name: claimLink }).click();
    await expect(page).toHaveURL(`/admin/claims/${claim.claimId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Claim on order ${claim.orderNumber}` }),
    ).toBeVisible();
    await expect(figure(page, 'Reason')).toHaveText('Arrived damaged');
    await expect(figure(page, 'State')).toHaveText('Open');
    await expect(figure(page, 'Review')).toContainText(/(23 h \d+ min|24 h) left/);
    await expect(
      summary(page).getByRole('link', { name: `View order ${claim.orderNumber}` }),
    ).toHaveAttribute('href', `/admin/orders/${claim.orderId}`);
    const items = page.getByRole('table', { name: 'Items in this claim' });
    await expect(items.getByRole('row', { name: /Monstera Deliciosa/ })).toContainText('1');
    await expect(stepItems(page).first()).toContainText(CLAIM_DESCRIPTION);
    const photo = steps(page).getByRole('img', { name: 'Photo 1 of the claim' });
    await expect(photo).toBeVisible();
    // The photo itself loaded: the back office's session may see it.
    await expect(photo).toHaveJSProperty('naturalWidth', 1);
    await expect(steps(page).getByRole('link', { name: /Photo 1 of the claim/ })).toHaveAttribute(
      'href',
      /^\/claim-photos\/[a-z0-9-]+\.png$/,
    );

    // Too few words are refused under the field; then the customer is asked for more photos.
    const message = askForm(page).getByRole('textbox', { name: 'Message to the customer' });
    await message.fill('Photo?');
    await askForm(page).getByRole('button', { name: 'Ask for photos' }).click();
    const photoError = 'Please tell the customer what to photograph (10 to 1,000 characters)';
    await expect(askForm(page).getByText(photoError)).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(new RegExp(photoError.replace(/[()]/g, '\\$&')));
    await message.fill(PHOTO_REQUEST);
    await askForm(page).getByRole('button', { name: 'Ask for photos' }).click();
    await expect(toast(page, 'Photos asked for')).toBeVisible();
    await expect(figure(page, 'State')).toHaveText('Waiting for photos');
    await expect(figure(page, 'Review')).toHaveText("Stopped until the customer's photos arrive");
    await expect(stepItems(page)).toHaveCount(2);
    await expect(stepItems(page).last()).toContainText(PHOTO_REQUEST);
    await expect(askForm(page)).toHaveCount(0);

    // Declined, with the reason the customer reads: no decision is left to take.
    const reason = declineForm(page).getByRole('textbox', { name: 'Reason the customer reads' });
    await declineForm(page).getByRole('button', { name: 'Decline claim' }).click();
    await expect(
      declineForm(page).getByText('Please tell the customer why (10 to 1,000 characters)'),
    ).toBeVisible();
    await reason.fill(DECLINE_REASON);
    await declineForm(page).getByRole('button', { name: 'Decline claim' }).click();
    await expect(toast(page, 'Claim declined')).toBeVisible();
    await expect(figure(page, 'State')).toHaveText('Declined');
    await expect(stepItems(page).last()).toContainText(DECLINE_REASON);
    await expect(declineForm(page)).toHaveCount(0);
    await expect(askForm(page)).toHaveCount(0);
    // Nothing left to write: the one field is the moment to view the claim as of.
    await expect(page.getByRole('textbox')).toHaveAccessibleName('View as of');

    // Back in the list, among the declined ones, off the clock.
    await page.getByRole('link', { name: 'Back to Claims' }).click();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Declined' });
    const declined = claimsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: claimLink }) });
    await expect(declined).toHaveCount(1);
    await expect(await cellUnder(claimsTable(page), declined, 'State')).toHaveText('Declined');
    await expect(await cellUnder(claimsTable(page), declined, 'Review')).toContainText('—');
  });

  test('a claim that does not exist is not found', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/claims/${crypto.randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Claim not found' })).toBeVisible();
  });
});
