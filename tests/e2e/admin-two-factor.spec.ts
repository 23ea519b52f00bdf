import { expect, test } from '@playwright/test';
import { OneTimeCodes } from '@verdant/platform/identity';
import { adminSignIn, newAdmin } from './accounts';

/** The authenticator app on the admin's phone: the code for the key, this step or the next. */
const appCode = (key: string, stepsAhead = 0) =>
  new OneTimeCodes('unused', () => Date.now() + stepsAhead * 30_000).codeNow(key);

test('an admin sets up two-factor sign-in, signs out, and signs in with password, code and the app’s code', async ({
  page,
}) => {
  const admin = await newAdmin(page);
  await adminSignIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await card.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await card.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);

  await card.getByRole('textbox', { name: 'Code From the App' }).fill('000000');
  await card.getByRole('button', { name: 'Turn On' }).click();
  await expect(card.getByRole('textbox', { name: 'Code From the App' })).toHaveAccessibleDescription(
    /That code is not right/,
  );
  await card.getByRole('textbox', { name: 'Code From the App' }).fill(appCode(key));
  await card.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(card).toContainText('10 recovery codes left');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin/auth');
  await adminSignIn(page, admin);
  const codeField = page.getByRole('textbox', { name: 'Authentication Code' });
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(/Enter the 6-digit code from your authenticator app/);

  await codeField.fill(appCode(key, 1));
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();

  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
