import { expect, type Page } from '@playwright/test';
import { storesAsInherited } from '../support/external-stores';
import { runEntryPoint } from '../support/processes';
import { uniqueSuffix } from './demo-catalog';

/** The admin the e2e server creates on first start (playwright.config.ts passes these to it). */
export const adminAccount = {
  email: 'admin@verdant.test',
  password: 'verdant-admin-pass',
  secretCode: 'green-thumb',
} as const;

export interface Shopper {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

/** A shopper no other test (or earlier run against the same server) has signed up. */
export function newShopper(): Shopper {
  const suffix = uniqueSuffix();
  return {
    fullName: 'Asha Menon',
    email: `asha.${suffix}@example.test`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: `leafy-${suffix}`,
  };
}

export const authTab = (page: Page, name: 'Sign In' | 'Sign Up') => page.getByRole('tabpanel', { name });

/** The storefront header's account link: its name says whether a shopper is signed in. */
export const accountIcon = (page: Page, name: 'My Account' | 'Sign In') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

export async function signUp(page: Page, shopper: Shopper) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = authTab(page, 'Sign Up');
  await form.getByRole('textbox', { name: 'Full Name' }).fill(shopper.fullName);
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(shopper.phone);
  await form.getByLabel(/^Password/).fill(shopper.password);
  await form.getByLabel('Confirm Password').fill(shopper.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email to verify.')).toBeVisible();
  await expect(page).toHaveURL('/');
}

export async function signIn(page: Page, { email, password }: Pick<Shopper, 'email' | 'password'>) {
  await page.goto('/auth');
  const form = authTab(page, 'Sign In');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export async function adminSignIn(
  page: Page,
  credentials: { email: string; password: string; secretCode: string },
) {
  await page.goto('/admin/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByLabel('Admin Secret Code').fill(credentials.secretCode);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

/**
 * A shopper signed up in this page and made an admin by the operator's command: an admin of the test's own,
 * whose password the test may change without the suite's admin noticing.
 */
export async function newAdmin(page: Page) {
  const shopper = newShopper();
  await signUp(page, shopper);
  const dataDir = process.env.VERDANT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('playwright.config.ts sets VERDANT_E2E_DATA_DIR for the e2e server');
  const grant = runEntryPoint(
    'apps/server/src/cli/admin-grant.ts',
    // The e2e server takes its stores from the environment as it is: so does the command.
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...storesAsInherited() },
    [shopper.email],
  );
  expect(await grant.exited).toBe(0);
  return { ...shopper, secretCode: adminAccount.secretCode };
}

/** Signs in to the back office with the e2e admin, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await adminSignIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
