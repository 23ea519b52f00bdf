import { expect, type Locator, type Page, test } from '@playwright/test';
import { accountIcon, adminSignIn, authTab, newAdmin, newShopper, signIn, signUp } from './accounts';
import { resetLinkFor } from './mail-outbox';

/** Fills a change of password (current, new, confirmation) and sends it. */
async function changePassword(form: Locator, current: string, next: string) {
  await form.getByLabel('Current Password').fill(current);
  await form.getByLabel(/^New Password/).fill(next);
  await form.getByLabel('Confirm New Password').fill(next);
  await form.getByRole('button', { name: 'Change Password' }).click();
}

async function signOutOfStorefront(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');
}

test.describe('passwords', () => {
  test('a shopper changes their password in Settings and signs in with the new one', async ({ page }) => {
    const shopper = newShopper();
    const newPassword = `${shopper.password}-new`;
    await signUp(page, shopper);
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const form = page.getByRole('tabpanel', { name: 'Settings' }).getByRole('region', { name: 'Password' });

    await changePassword(form, 'not-my-password', newPassword);
    await expect(form.getByLabel('Current Password')).toHaveAccessibleDescription(
      'Your current password is incorrect',
    );
    await expect(form.getByLabel('Current Password')).toBeFocused();

    await changePassword(form, shopper.password, newPassword);
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveValue('');
    // This browser stays signed in.
    await page.reload();
    await expect(page).toHaveURL('/account');

    await signOutOfStorefront(page);
    await signIn(page, shopper);
    await expect(authTab(page, 'Sign In').getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, { email: shopper.email, password: newPassword });
    await expect(page).toHaveURL('/');
    await expect(accountIcon(page, 'My Account')).toHaveAttribute('href', '/account');
  });

  test('a shopper who forgot their password sets a new one through the mailed link', async ({ page }) => {
    const shopper = newShopper();
    const newPassword = `${shopper.password}-reset`;
    await signUp(page, shopper);
    await signOutOfStorefront(page);

    const signInForm = authTab(page, 'Sign In');
    await signInForm.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await signInForm.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'If an account exists for this email, we have sent a link to reset your password.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(signInForm.getByRole('button', { name: 'Forgot password?' })).toBeFocused();

    const link = await resetLinkFor(shopper.email);
    await page.goto(link);
    await expect(page).toHaveTitle('Reset Password | Verdant');
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(accountIcon(page, 'My Account')).toHaveAttribute('href', '/account');

    // The link works once.
    await page.goto(link);
    await page.getByLabel(/^New Password/).fill(`${newPassword}-again`);
    await page.getByLabel('Confirm New Password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired');

    await signOutOfStorefront(page);
    await signIn(page, { email: shopper.email, password: newPassword });
    await expect(page).toHaveURL('/');
    await expect(accountIcon(page, 'My Account')).toHaveAttribute('href', '/account');
  });

  test('an admin changes their password in Settings, held to twelve characters', async ({ page }) => {
    const admin = await newAdmin(page);
    const newPassword = `${admin.password}-for-the-back-office`;
    await adminSignIn(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    const form = page.getByRole('region', { name: 'Password' });

    await changePassword(form, admin.password, 'eleven-char');
    await expect(form.getByLabel(/^New Password/)).toHaveAccessibleDescription(
      'At least 12 characters. Admin passwords must be at least 12 characters',
    );

    await changePassword(form, admin.password, newPassword);
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Every other session of the account ended, the storefront's in this browser too.
    await page.goto('/');
    await expect(accountIcon(page, 'Sign In')).toHaveAttribute('href', '/auth');

    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/admin/auth');
    await adminSignIn(page, admin);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await adminSignIn(page, { ...admin, password: newPassword });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
