import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { uniqueSuffix } from './demo-catalog';

const adminGrid = (page: Page) => page.getByRole('list', { name: 'Categories' });
const storefrontCategories = (page: Page) => page.getByRole('region', { name: 'Shop by Category' });

async function addCategory(page: Page, name: string, slug?: string) {
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (slug !== undefined) await dialog.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  return dialog;
}

test.describe('admin categories', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  test('a new category appears in the admin grid and on the storefront home', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Hanging Baskets ${suffix}`;
    // Read-your-writes: the refetch after the command asks to see the log position the command wrote.
    const refetchAfterWrite = page.waitForRequest(
      (request) =>
        request.url().includes('/trpc/admin.categories.list') &&
        /^\d+$/.test(request.headers()['x-read-after'] ?? ''),
    );

    const dialog = await addCategory(page, name);
    await refetchAfterWrite;

    await expect(page.getByText('Category created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(adminGrid(page).getByRole('heading', { name })).toBeVisible();
    await expect(adminGrid(page)).toContainText(`hanging-baskets-${suffix}`);

    await page.goto('/');
    await expect(
      storefrontCategories(page).getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('href', `/shop?category=hanging-baskets-${suffix}`);
  });

  test('a duplicate slug shows the server’s message and creates nothing', async ({ page }) => {
    const name = `Not Another Succulent ${uniqueSuffix()}`;

    const dialog = await addCategory(page, name, 'succulents');

    const message = 'A category with this slug already exists';
    await expect(page.getByText(message).and(page.locator('[data-sonner-toast] *'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      new RegExp(message),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search categories by name' }).fill(name);
    await expect(page.getByText('No matching categories')).toBeVisible();
  });

  test('a category can be edited', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Bonsai ${suffix}`;
    const renamed = `Bonsai Trees ${suffix}`;
    await addCategory(page, name);
    await expect(adminGrid(page).getByRole('heading', { name })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(`bonsai-${suffix}`);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Tiny trees with a long story.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Category updated successfully')).toBeVisible();
    const card = adminGrid(page).getByRole('article', { name: renamed });
    await expect(card).toContainText('Tiny trees with a long story.');
    await expect(card).toContainText(`bonsai-${suffix}`);
    await expect(adminGrid(page).getByRole('heading', { name, exact: true })).toBeHidden();

    await page.goto('/');
    await expect(
      storefrontCategories(page).getByRole('link', { name: new RegExp(`^${renamed}`) }),
    ).toBeVisible();
  });

  test('a category is deleted after confirming, and is gone from both apps', async ({ page }) => {
    const name = `Carnivorous ${uniqueSuffix()}`;
    await addCategory(page, name);
    await expect(adminGrid(page).getByRole('heading', { name })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Delete Category' });
    await expect(prompt).toContainText(`Are you sure you want to delete ${name}?`);
    await prompt.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('Category deleted')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(adminGrid(page).getByRole('heading', { name })).toBeHidden();

    await page.goto('/');
    await expect(storefrontCategories(page).getByRole('link', { name: 'Succulents' })).toBeVisible();
    await expect(storefrontCategories(page).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(
      0,
    );
  });
});
