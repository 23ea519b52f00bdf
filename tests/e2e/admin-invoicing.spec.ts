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

test('an admin reads the GST rates in force and is told plainly when an edit is not a table of rates', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const rates = page.getByRole('form', { name: 'GST rates' });
  await expect(rates.getByText('From 22 September 2025: Nil, Exempt, 5%, 18%, 40%')).toBeVisible();

  await rates.getByRole('textbox', { name: 'GST rates' }).fill('[{"from": "2027-04-01"}');
  await rates.getByRole('button', { name: 'Save GST rates' }).click();
  await expect(rates.getByText(/must be written as JSON/)).toBeVisible();

  await rates.getByRole('textbox', { name: 'GST rates' }).fill('[{"from": "2027-04-01", "rates": []}]');
  await rates.getByRole('button', { name: 'Save GST rates' }).click();
  await expect(rates.getByText(/Each period needs its own start date/)).toBeVisible();
  await expect(rates.getByText('From 22 September 2025: Nil, Exempt, 5%, 18%, 40%')).toBeVisible();
});
