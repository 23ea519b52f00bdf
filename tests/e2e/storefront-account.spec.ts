import { expect, type Page, test } from '@playwright/test';
import { accountIcon, authTab, newShopper, signIn, signUp } from './accounts';

async function openSettings(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  return page.getByRole('tabpanel', { name: 'Settings' });
}

test.describe('shopper accounts', () => {
  test('sign up, sign out and sign in again', async ({ page }) => {
    const shopper = newShopper();
    await signUp(page, shopper);

    await accountIcon(page, 'My Account').click();
    await expect(page).toHaveURL('/account');
    await expect(page).toHaveTitle('My Account | Verdant');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Signed in as ${shopper.email}`);
    await expect(page.getByRole('tabpanel', { name: 'Orders' }).getByText('No orders yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(accountIcon(page, 'Sign In')).toHaveAttribute('href', '/auth');

    await signIn(page, { email: shopper.email.toUpperCase(), password: shopper.password });
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(accountIcon(page, 'My Account')).toHaveAttribute('href', '/account');

    // A signed-in shopper has no business on the sign-in page.
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });

  test('the forms say what is wrong before anything is sent, and a wrong password is refused', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle('Sign In or Sign Up | Verdant');
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await signInTab.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    const form = authTab(page, 'Sign Up');
    await expect(form).toBeVisible();

    await form.getByLabel(/^Password/).fill('12345');
    await form.getByLabel('Confirm Password').fill('54321');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await expect(form.getByLabel(/^Password/)).toHaveAccessibleDescription(
      /Password must be at least 6 characters/,
    );
    await expect(form.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await signIn(page, { email: `nobody.${Date.now()}@example.test`, password: 'not-the-password' });
    await expect(authTab(page, 'Sign In').getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/auth');
  });

  test('the account page sends a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/account');

    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('a shopper edits their profile', async ({ page }) => {
    const shopper = newShopper();
    await signUp(page, shopper);
    const settings = await openSettings(page);
    const profile = settings.getByRole('region', { name: 'Profile' });
    await expect(profile.getByRole('textbox', { name: 'Full Name' })).toHaveValue(shopper.fullName);
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    await expect(profile.getByRole('textbox', { name: 'Email' })).not.toBeEditable();

    await profile.getByRole('textbox', { name: 'Full Name' }).fill('');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      'Full name is required',
    );

    await profile.getByRole('textbox', { name: 'Full Name' }).fill('Asha Menon-Iyer');
    await profile.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(profile.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');

    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(profile.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Menon-Iyer');
    await expect(profile.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
  });

  test('a shopper adds two addresses and changes the default', async ({ page }) => {
    await signUp(page, newShopper());
    const settings = await openSettings(page);
    const addresses = settings.getByRole('region', { name: 'Addresses' });
    await expect(addresses.getByText('No saved addresses yet')).toBeVisible();

    await addAddress(page, {
      'Address Line 1': '12 MG Road',
      City: 'Bengaluru',
      State: 'Karnataka',
      'Postal Code': '560001',
    });
    await addAddress(page, {
      'Address Line 1': '4 Marine Drive',
      'Address Line 2': 'Flat 7B',
      City: 'Mumbai',
      State: 'Maharashtra',
      'Postal Code': '400 020',
    });

    const saved = addresses.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(saved).toHaveCount(2);
    // The first address saved is the default, and the default comes first.
    await expect(saved.nth(0)).toContainText('12 MG Road');
    await expect(saved.nth(0).getByText('Default', { exact: true })).toBeVisible();
    await expect(saved.nth(1)).toContainText('4 Marine Drive');
    await expect(saved.nth(1)).toContainText('Flat 7B');
    await expect(saved.nth(1)).toContainText('Mumbai, Maharashtra 400020');
    await expect(saved.nth(1).getByText('Default', { exact: true })).toHaveCount(0);

    await saved.filter({ hasText: '4 Marine Drive' }).getByRole('button', { name: 'Set as default' }).click();

    await expect(saved.nth(0)).toContainText('4 Marine Drive');
    await expect(saved.nth(0).getByText('Default', { exact: true })).toBeVisible();
    await expect(saved.nth(1)).toContainText('12 MG Road');
    await expect(saved.nth(1).getByRole('button', { name: 'Set as default' })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(saved.nth(0)).toContainText('4 Marine Drive');
    await expect(saved.nth(0).getByText('Default', { exact: true })).toBeVisible();
  });

  test('a new address needs its required fields and a valid PIN code', async ({ page }) => {
    await signUp(page, newShopper());
    const settings = await openSettings(page);
    await settings.getByRole('button', { name: 'Add Address' }).click();
    const form = settings.getByRole('form', { name: 'New Address' });
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('India');

    await form.getByRole('textbox', { name: 'Postal Code' }).fill('12345');
    await form.getByRole('button', { name: 'Save Address' }).click();

    await expect(form.getByRole('textbox', { name: 'Address Line 1' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('City is required');
    await expect(form.getByRole('textbox', { name: 'Postal Code' })).toHaveAccessibleDescription(
      'Your 6-digit PIN code. Please enter a valid 6-digit PIN code',
    );
  });
});

async function addAddress(page: Page, fields: Record<string, string>) {
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Add Address' }).click();
  const form = settings.getByRole('form', { name: 'New Address' });
  // Name and phone start from the profile.
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Menon');
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save Address' }).click();
  // The first address's toast may still be showing.
  await expect(page.getByText('Address added successfully!').first()).toBeVisible();
  await expect(form).toBeHidden();
}
