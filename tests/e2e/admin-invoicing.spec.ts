import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';

test('an admin sets the shop’s tax details, and the dashboard stops saying invoices are off', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tax invoices are off' })).toBeVisible();
  await page.getByRole('link', { name: 'Set the tax details' }).click();

  const details = page.getByRole('form', { name: 'Tax details' });
  await details.getByRole('textbox', { name: 'Legal name' }).fill('Verdant Plants Private Limited');
  await details.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZX');
  await details.getByRole('textbox', { name: 'Address line 1' }).fill('12 Nursery Lane');
  await details.getByRole('textbox', { name: 'City' }).fill('Pune');
  await details.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Karnataka (29)' });
  await details.getByRole('textbox', { name: 'PIN code' }).fill('411001');
  await details.getByRole('button', { name: 'Save tax details' }).click();
  await expect(details.getByText('Please enter a valid GSTIN')).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'GSTIN' })).toBeFocused();

  await details.getByRole('textbox', { name: 'GSTIN' }).fill('27aapfu0939f1zv');
  await details.getByRole('button', { name: 'Save tax details' }).click();
  // The GSTIN is Maharashtra's; the address said Karnataka.
  await expect(
    details.getByText('This GSTIN is registered in Maharashtra: the registered address must be there too'),
  ).toBeVisible();
  await details.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra (27)' });
  await details.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByText('Tax details saved', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'When the courier delivers it and collects the cash' }).check();
  await expect(page.getByText('Invoicing of cash orders saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(details.getByRole('textbox', { name: 'GSTIN' })).toHaveValue('27AAPFU0939F1ZV');
  await expect(
    page.getByRole('radio', { name: 'When the courier delivers it and collects the cash' }),
  ).toBeChecked();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax invoices are off' })).toHaveCount(0);
});
