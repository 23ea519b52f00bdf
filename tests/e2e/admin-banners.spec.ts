import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { cellUnder } from './admin-tables';
import { uniqueSuffix } from './demo-catalog';
import { pngFile } from './test-files';

const bannersTable = (page: Page) => page.getByRole('table', { name: 'Banners' });
const bannerRow = (page: Page, title: string) =>
  bannersTable(page).getByRole('row', { name: new RegExp(title) });

test.describe('admin banners', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/banners');
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  });

  test('a banner is created, edited and deleted', async ({ page }) => {
    const suffix = uniqueSuffix();
    const title = `Monsoon Sale ${suffix}`;
    const renamed = `Monsoon Sale Extended ${suffix}`;

    await page.getByRole('button', { name: 'Add Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Banner' });
    await expect(dialog.getByText('Recommended size: 300x179 pixels.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Link URL' }).fill('not a link');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();
    await expect(dialog.getByText('Please upload an image', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();

    await dialog.getByLabel('Banner Image').setInputFiles(pngFile('banner.png'));
    await expect(dialog.getByRole('img', { name: 'Banner preview' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Link URL' }).fill('/shop?category=succulents');
    await dialog.getByRole('spinbutton', { name: 'Display Order' }).fill('7');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();

    await expect(page.getByText('Banner created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = bannerRow(page, title);
    await expect(row).toContainText('/shop?category=succulents');
    await expect(await cellUnder(bannersTable(page), row, 'Order')).toHaveText('7');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Banner' });
    await editDialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await editDialog.getByRole('switch', { name: 'Active' }).uncheck();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Banner updated successfully')).toBeVisible();
    const renamedRow = bannerRow(page, renamed);
    await expect(renamedRow).toContainText('Inactive');
    await expect(renamedRow.getByRole('img', { name: `Preview of ${renamed}` })).toBeVisible();

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Delete Banner' });
    await expect(prompt).toContainText(
      'Are you sure you want to delete this banner? This action cannot be undone.',
    );
    await prompt.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('Banner deleted successfully')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(bannerRow(page, renamed)).toHaveCount(0);
  });
});
