import { expect, test } from '@playwright/test';
import {
  accountIcon,
  adminAccount,
  adminSignIn,
  newShopper,
  signIn,
  signInAsAdmin,
  signUp,
} from './accounts';

test.describe('admin sign-in', () => {
  test('the back office sends a signed-out visitor to the admin sign-in page', async ({ page }) => {
    await page.goto('/admin/categories');

    await expect(page).toHaveURL('/admin/auth');
    await expect(page).toHaveTitle('Admin Sign In | Verdant Admin');
    await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
  });

  test('every field is required', async ({ page }) => {
    await page.goto('/admin/auth');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();

    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Password is required');
    await expect(page.getByLabel('Admin Secret Code')).toHaveAccessibleDescription(
      'Admin secret code is required',
    );
  });

  test('a wrong secret code is refused', async ({ page }) => {
    await adminSignIn(page, { ...adminAccount, secretCode: 'brown-thumb' });

    await expect(page.getByRole('alert')).toHaveText('Invalid admin secret code');
    await expect(page).toHaveURL('/admin/auth');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/auth');
  });

  test('a shopper’s account is not an admin account', async ({ page }) => {
    const shopper = newShopper();
    await signUp(page, shopper);
    // Signed in to the shop is not signed in to the back office.
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/auth');

    await adminSignIn(page, { ...shopper, secretCode: adminAccount.secretCode });

    await expect(page.getByRole('alert')).toHaveText('This account does not have admin privileges');
    await expect(page).toHaveURL('/admin/auth');
    // The back office's refusal leaves the shopper's own storefront session as it was.
    await page.goto('/');
    await expect(accountIcon(page, 'My Account')).toHaveAttribute('href', '/account');
  });

  test('the back office and the shop keep their own sessions', async ({ page }) => {
    await signInAsAdmin(page);
    // Signed in to the back office is not signed in to the shop...
    await page.goto('/');
    await expect(accountIcon(page, 'Sign In')).toHaveAttribute('href', '/auth');

    // ...and the admin's own account signed in on the shop is a shopper there, while the back office stays open.
    await signIn(page, adminAccount);
    await expect(accountIcon(page, 'My Account')).toHaveAttribute('href', '/account');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the admin reaches the dashboard, and logs out', async ({ page }) => {
    await page.goto('/admin/auth');
    await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();

    await signInAsAdmin(page);

    await expect(page.getByText('Admin access granted!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(/Welcome, \S/);
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Products',
      'Orders',
      'Claims',
      'Returns',
      'Customers',
      'Categories',
      'Coupons',
      'Banners',
      'Mail',
      'Reports',
      'Settings',
    ]);
    // Already signed in, the sign-in page sends the admin on to the dashboard.
    await page.goto('/admin/auth');
    await expect(page).toHaveURL(/\/admin\/?$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/admin/auth');
    await page.goto('/admin/settings');
    await expect(page).toHaveURL('/admin/auth');
  });

  test('the admin saves their profile in Settings', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle('Settings | Verdant Admin');
    const fullName = page.getByRole('textbox', { name: 'Full Name' });
    const phone = page.getByRole('textbox', { name: 'Phone' });

    await fullName.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(fullName).toHaveAccessibleDescription('Full name is required');
    await expect(fullName).toBeFocused();

    const name = `Meera Gardener ${Date.now().toString(36)}`;
    await fullName.fill(name);
    await phone.fill('9123456780');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`Welcome, ${name}`);
    await page.reload();
    await expect(fullName).toHaveValue(name);
    await expect(phone).toHaveValue('9123456780');
  });
});
