import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { adminApi, call } from './catalog-api';
import { openDamageClaim } from './claims';
import { LONG_AGO, momentBetweenChanges, pastStateBanner, viewAsOf } from './past-states';

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const stepItems = (page: Page) => page.getByRole('list', { name: 'Claim steps' }).locator(':scope > li');
const declineForm = (page: Page) => page.getByRole('form', { name: 'Decline' });

/** The 'State' or 'Review' figure of the claim page's summary. */
const figure = (page: Page, term: string) =>
  summary(page)
    .locator('dl > div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd');

/** An admin's step on the claim through the API, read back once the claims read model holds it. */
async function decide(admin: APIRequestContext, procedure: string, input: Record<string, string>) {
  const { position } = await call<{ position: string }>(admin, procedure, input);
  const caughtUp = await admin.get(`/trpc/admin.claims.list?input=${encodeURIComponent('{}')}`, {
    headers: { 'x-read-after': position },
  });
  expect(caughtUp.ok()).toBe(true);
}

test.describe('a claim as it stood at a past moment', () => {
  test('an admin reads a declined claim as it was while open and while waiting for photos', async ({
    browser,
    page,
    baseURL,
  }) => {
    const claim = await openDamageClaim(browser, baseURL ?? '');
    const { orderId, claimId } = claim;
    const admin = await adminApi(baseURL ?? '');
    const whileOpen = await momentBetweenChanges(page);
    await decide(admin, 'admin.claims.requestPhotos', {
      orderId,
      claimId,
      message: 'Please photograph the crack in the pot up close.',
    });
    const whileWaiting = await momentBetweenChanges(page);
    await decide(admin, 'admin.claims.decline', {
      orderId,
      claimId,
      reason: 'The crack is in the decorative sleeve, which the guarantee does not cover.',
    });
    await admin.dispose();

    await signInAsAdmin(page);
    await page.goto(`/admin/claims/${claimId}`);
    await expect(figure(page, 'State')).toHaveText('Declined');
    await expect(stepItems(page)).toHaveCount(3);

    // Before the claim was opened there was no claim to show: said under the field, the screen unchanged.
    await viewAsOf(page, LONG_AGO);
    await expect(page.getByLabel('View as of')).toHaveAccessibleDescription(
      /This claim had not been opened yet at that moment/,
    );
    await expect(figure(page, 'State')).toHaveText('Declined');

    // Just opened: on the clock as it ran then, with nothing to decide in the past.
    await viewAsOf(page, whileOpen);
    const banner = pastStateBanner(page);
    await expect(banner).toContainText(
      /^Showing this claim as it was on \d{1,2} \w+ \d{4}, [\d:]+\s[ap]m IST\./,
    );
    await expect(figure(page, 'State')).toHaveText('Open');
    await expect(figure(page, 'Review')).toContainText(/(23 h \d+ min|24 h) left/);
    await expect(stepItems(page)).toHaveCount(1);
    await expect(declineForm(page)).toHaveCount(0);

    await viewAsOf(page, whileWaiting);
    await expect(figure(page, 'State')).toHaveText('Waiting for photos');
    await expect(figure(page, 'Review')).toHaveText("Stopped until the customer's photos arrive");
    await expect(stepItems(page)).toHaveCount(2);

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await expect(banner).toBeHidden();
    await expect(figure(page, 'State')).toHaveText('Declined');
    await expect(stepItems(page)).toHaveCount(3);
  });
});
