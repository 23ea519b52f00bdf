import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { cellUnder } from './admin-tables';
import { uniqueSuffix } from './demo-catalog';
import { momentBetweenChanges, pastStateBanner, viewAsOf } from './past-states';

const couponsTable = (page: Page) => page.getByRole('table', { name: 'Coupons' });
const couponRow = (page: Page, code: string) =>
  couponsTable(page).getByRole('row', { name: new RegExp(code) });

/** The row's cells under these headings, as shown. */
async function expectCells(page: Page, row: Locator, cells: Record<string, string>) {
  for (const [heading, text] of Object.entries(cells)) {
    await expect(await cellUnder(couponsTable(page), row, heading)).toHaveText(text);
  }
}

/** Fills the Add Coupon form for a fixed discount in rupees, which has no cap, and submits it. */
async function addFixedCoupon(page: Page, code: string, rupees: string) {
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('combobox', { name: 'Discount Type' }).selectOption('fixed');
  await expect(dialog.getByRole('spinbutton', { name: 'Max Discount' })).toBeHidden();
  await dialog.getByRole('spinbutton', { name: 'Discount Value' }).fill(rupees);
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  return dialog;
}

/** A code no earlier run against the same server has used: codes are upper case. */
const newCode = (prefix: string) => `${prefix}-${uniqueSuffix()}`.toUpperCase();

test.describe('admin coupons', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  });

  test('a coupon is created, edited, searched for and deleted', async ({ page }) => {
    const code = newCode('monsoon');

    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
    // A new coupon takes a percentage off, needs no minimum purchase and is active.
    await expect(dialog.getByRole('combobox', { name: 'Discount Type' })).toHaveValue('percentage');
    await expect(dialog.getByRole('spinbutton', { name: 'Min Purchase' })).toHaveValue('0');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();

    // Typed in lower case, shown upper-cased.
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
    await dialog.getByRole('spinbutton', { name: 'Discount Value' }).fill('150');
    await dialog.getByRole('spinbutton', { name: 'Min Purchase' }).fill('499.50');
    await dialog.getByRole('spinbutton', { name: 'Max Discount' }).fill('300');
    await dialog.getByRole('spinbutton', { name: 'Max Uses' }).fill('100');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Ten percent off for the rains');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    const percentRule = 'A percentage must be a whole number from 1 to 100';
    await expect(dialog.getByRole('spinbutton', { name: 'Discount Value' })).toHaveAccessibleDescription(
      new RegExp(percentRule),
    );
    await expect(dialog.getByRole('spinbutton', { name: 'Discount Value' })).toBeFocused();

    await dialog.getByRole('spinbutton', { name: 'Discount Value' }).fill('10');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByText('Coupon created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = couponRow(page, code);
    await expectCells(page, row, {
      Discount: '10% (max ₹300.00)',
      'Min Purchase': '₹499.50',
      Usage: '0 / 100',
      Status: 'Active',
    });
    await expect(row).toContainText('Ten percent off for the rains');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Coupon' });
    // The code names the coupon for good.
    await expect(editDialog.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
    await expect(editDialog.getByRole('textbox', { name: 'Code' })).not.toBeEditable();
    await expect(editDialog.getByRole('spinbutton', { name: 'Min Purchase' })).toHaveValue('499.50');
    await expect(editDialog.getByRole('spinbutton', { name: 'Max Discount' })).toHaveValue('300.00');
    await editDialog.getByRole('spinbutton', { name: 'Discount Value' }).fill('15');
    await editDialog.getByRole('spinbutton', { name: 'Max Uses' }).fill('');
    await editDialog.getByRole('switch', { name: 'Active' }).uncheck();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Coupon updated successfully')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expectCells(page, row, {
      Discount: '15% (max ₹300.00)',
      Usage: '0 / Unlimited',
      Status: 'Inactive',
    });

    const search = page.getByRole('searchbox', { name: 'Search coupons by code' });
    await search.fill(code.slice(0, -2).toLowerCase());
    await expect(couponsTable(page).getByRole('row')).toHaveCount(2);
    await expect(row).toBeVisible();
    await search.fill(`${code}-none`);
    await expect(page.getByText('No matching coupons')).toBeVisible();
    await search.fill(code);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${code}` }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Delete Coupon' });
    await expect(prompt).toContainText(`Are you sure you want to delete the coupon ${code}?`);
    await prompt.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('Coupon deleted', { exact: true })).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(page.getByText('No matching coupons')).toBeVisible();
  });

  test('a taken code shows the server’s message under the code and creates nothing', async ({ page }) => {
    const code = newCode('flat');
    const first = await addFixedCoupon(page, code, '150');
    await expect(page.getByText('Coupon created successfully')).toBeVisible();
    await expect(first).toBeHidden();

    const dialog = await addFixedCoupon(page, code.toLowerCase(), '99.50');
    const codeField = dialog.getByRole('textbox', { name: 'Code' });
    await expect(codeField).toHaveAccessibleDescription(/A coupon with this code already exists/);
    await expect(codeField).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The first coupon stands as it was created.
    await expectCells(page, couponRow(page, code), {
      Discount: '₹150.00',
      'Min Purchase': '₹0.00',
      Usage: '0 / Unlimited',
      Status: 'Active',
    });
  });

  test('a coupon’s history shows its terms as they stood at a past moment', async ({ page }) => {
    const code = newCode('history');
    await addFixedCoupon(page, code, '150');
    await expect(page.getByText('Coupon created successfully')).toBeVisible();
    const beforeEditing = await momentBetweenChanges(page);
    const row = couponRow(page, code);
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Coupon' });
    await editDialog.getByRole('spinbutton', { name: 'Discount Value' }).fill('200');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Coupon updated successfully')).toBeVisible();

    await row.getByRole('button', { name: `History of ${code}` }).click();
    const history = page.getByRole('dialog', { name: `Coupon History: ${code}` });
    await expect(history).toContainText('Discount₹200.00');
    await expect(history).toContainText('Used0');
    await viewAsOf(history, beforeEditing);
    const banner = pastStateBanner(history);
    await expect(banner).toContainText('Showing this coupon as it was on');
    await expect(history).toContainText('Discount₹150.00');
    // Uses are counted from orders, not kept with the coupon's past.
    await expect(history).not.toContainText('Used');

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await expect(history).toContainText('Discount₹200.00');
    await history.getByRole('button', { name: 'Close' }).click();
    await expect(history).toBeHidden();
  });
});
