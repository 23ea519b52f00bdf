import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { createTestCatalogue } from './catalog-api';
import { uniqueSuffix } from './demo-catalog';
import { LONG_AGO, momentBetweenChanges, pastStateBanner, viewAsOf } from './past-states';
import { pngFile, textFile } from './test-files';

const productRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Products' }).getByRole('row', { name: new RegExp(name) });

/** The shop listing, newest first, once it has loaded. */
async function shopListing(page: Page): Promise<Locator> {
  await page.goto('/shop');
  await expect(page.getByText(/^\d+ plants found$/)).toBeVisible();
  return page.getByRole('list', { name: 'Plants' });
}

/** The search overlay's answer for `text`: its results, or 'No plants found'. */
async function searchFor(page: Page, text: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search plants' }).fill(text);
  return page.getByRole('region', { name: 'Search results' });
}

async function openNewProductForm(page: Page) {
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
}

/** Every product is invoiceable: the form asks for its HSN code and GST rate before it saves. */
async function fillTax(page: Page, hsn = '0602', rate = 'Exempt') {
  await page.getByRole('textbox', { name: 'HSN code' }).fill(hsn);
  await page.getByRole('combobox', { name: 'GST rate' }).selectOption({ label: rate });
}

test.describe('admin products', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a product is created with images and a variant, repriced, and archived', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Calathea Orbifolia ${suffix}`;
    await openNewProductForm(page);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(`calathea-orbifolia-${suffix}`);
    await page.getByRole('textbox', { name: 'Botanical Name' }).fill('Goeppertia orbifolia');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Indoor Plants' });
    await page.getByRole('spinbutton', { name: 'Base Price (₹)' }).fill('499');

    await page.getByLabel('Main Image', { exact: true }).setInputFiles(pngFile());
    const mainAlt = page.getByRole('textbox', { name: 'Main Image Alt Text' });
    await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
    await mainAlt.fill('Round striped calathea leaves');
    await expect(page.getByText('29/125 characters')).toBeVisible();

    await page.getByLabel('Gallery Images', { exact: true }).setInputFiles(pngFile('side.png'));
    await expect(page.getByRole('textbox', { name: 'Gallery image 1 alt text' })).toHaveValue(
      `${name} - additional view`,
    );

    await page.getByRole('button', { name: 'Add Variant' }).click();
    await page.getByRole('textbox', { name: 'Variant 1 name' }).fill('Large');
    await page.getByRole('spinbutton', { name: 'Variant 1 price adjustment (₹)' }).fill('150');
    await fillTax(page);
    await page.getByRole('button', { name: 'Create Product' }).click();

    await expect(page.getByText('Product created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const row = productRow(page, name);
    await expect(row).toContainText('₹499.00');
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('$');

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Variant 1 name' })).toHaveValue('Large');
    await expect(page.getByRole('spinbutton', { name: 'Variant 1 price adjustment (₹)' })).toHaveValue(
      '150.00',
    );
    await page.getByRole('spinbutton', { name: 'Base Price (₹)' }).fill('549');
    await page.getByRole('spinbutton', { name: 'Sale Price (₹)' }).fill('449.50');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(row).toContainText('₹449.50');
    await expect(row.locator('s')).toContainText('₹549.00');

    await row.getByRole('button', { name: `Archive ${name}` }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Archive Product' });
    await prompt.getByRole('button', { name: 'Archive' }).click();

    await expect(page.getByText('Product archived')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(row).toContainText('Archived');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('archived');
    await expect(productRow(page, name)).toBeVisible();
  });

  test('uploads that are not images are refused before sending', async ({ page }) => {
    await openNewProductForm(page);

    await page.getByLabel('Main Image', { exact: true }).setInputFiles(textFile());
    await expect(page.getByText('Please upload an image file')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Main Image Alt Text' })).toHaveCount(0);

    await page.getByLabel('Gallery Images', { exact: true }).setInputFiles([textFile(), pngFile()]);
    await expect(page.getByText('Some files were skipped (only images allowed)')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')).toHaveCount(1);

    const fiveMore = [1, 2, 3, 4, 5].map((n) => pngFile(`view-${n}.png`));
    await page.getByLabel('Gallery Images', { exact: true }).setInputFiles(fiveMore);
    await expect(page.getByText('Maximum 5 gallery images allowed')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a product without a name or price is not sent', async ({ page }) => {
    await openNewProductForm(page);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
      'Name is required',
    );
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(page.getByText('Base price is required')).toBeVisible();
  });

  test('a duplicate slug shows the server’s message under the slug', async ({ page }) => {
    const slug = `string-of-pearls-${uniqueSuffix()}`;
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const slugBox = page.getByRole('textbox', { name: 'Slug' });
    const basePrice = page.getByRole('spinbutton', { name: 'Base Price (₹)' });
    await openNewProductForm(page);
    await name.fill('String of Pearls');
    await slugBox.fill(slug);
    await basePrice.fill('349');
    await fillTax(page);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();

    await openNewProductForm(page);
    await name.fill('String of Pearls Again');
    await slugBox.fill(slug);
    await basePrice.fill('299');
    await fillTax(page);
    await page.getByRole('button', { name: 'Create Product' }).click();

    const message = 'A product with this slug already exists';
    await expect(page.getByText(message).and(page.locator('[data-sonner-toast] *'))).toBeVisible();
    await expect(slugBox).toHaveAccessibleDescription(new RegExp(message));
    await expect(slugBox).toBeFocused();
  });

  test('a new product is on the storefront until it is archived', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Zebra Haworthia ${suffix}`;
    await openNewProductForm(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('spinbutton', { name: 'Base Price (₹)' }).fill('249');
    await page.getByLabel('Main Image', { exact: true }).setInputFiles(pngFile());
    await page.getByRole('textbox', { name: 'Main Image Alt Text' }).fill('A striped haworthia in a pot');
    await fillTax(page);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();

    await page.goto(`/product/zebra-haworthia-${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect((await shopListing(page)).getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect((await searchFor(page, name)).getByRole('link', { name: new RegExp(name) })).toBeVisible();

    await page.goto('/admin/products');
    await productRow(page, name)
      .getByRole('button', { name: `Archive ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Archive Product' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(page.getByText('Product archived')).toBeVisible();
    await expect(productRow(page, name)).toContainText('Archived');

    await page.goto(`/product/zebra-haworthia-${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect((await shopListing(page)).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await expect((await searchFor(page, name)).getByText('No plants found', { exact: true })).toBeVisible();
  });

  test('the editor shows the product as it stood at a past moment, read-only', async ({ page, baseURL }) => {
    const { palm } = await createTestCatalogue(baseURL ?? '');
    const beforeRepricing = await momentBetweenChanges(page);
    await page.goto('/admin/products');
    const edit = productRow(page, palm.name).getByRole('link', { name: `Edit ${palm.name}` });
    await edit.click();
    const basePrice = page.getByRole('spinbutton', { name: 'Base Price (₹)' });
    const hsn = page.getByRole('textbox', { name: 'HSN code' });
    await expect(basePrice).toHaveValue('1500.00');
    await basePrice.fill('1600');
    // Saved through the API without a tax, the palm must be given one at this save.
    await expect(hsn).toHaveValue('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(hsn).toHaveAccessibleDescription(/An HSN code is 4, 6 or 8 digits/);
    await fillTax(page, '0602');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();

    await edit.click();
    await expect(basePrice).toHaveValue('1600.00');
    await expect(hsn).toHaveValue('0602');
    await viewAsOf(page, LONG_AGO);
    await expect(page.getByLabel('View as of')).toHaveAccessibleDescription(
      /This product did not exist yet at that moment/,
    );
    await viewAsOf(page, beforeRepricing);
    const banner = pastStateBanner(page);
    await expect(banner).toContainText('Showing this product as it was on');
    await expect(basePrice).toHaveValue('1500.00');
    await expect(basePrice).toBeDisabled();
    await expect(hsn).toHaveValue('');
    await expect(hsn).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await expect(banner).toBeHidden();
    await expect(basePrice).toHaveValue('1600.00');
    await expect(basePrice).toBeEnabled();
    await expect(hsn).toHaveValue('0602');
  });

  test('a product’s HSN code and GST rate are required, saved, and shown again', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Jade Plant ${suffix}`;
    const hsn = page.getByRole('textbox', { name: 'HSN code' });
    const rate = page.getByRole('combobox', { name: 'GST rate' });
    await openNewProductForm(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('spinbutton', { name: 'Base Price (₹)' }).fill('399');
    await expect(hsn).toHaveAccessibleDescription('From the GST tariff: 0602 for live plants.');
    // The rates in force today: 12% and 28% ended on 22 September 2025.
    await expect(rate.getByRole('option')).toHaveText([
      'Choose the GST rate',
      'Nil',
      'Exempt',
      '5%',
      '18%',
      '40%',
    ]);

    await hsn.fill('123');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(hsn).toHaveAccessibleDescription(/An HSN code is 4, 6 or 8 digits/);
    await expect(hsn).toBeFocused();
    await expect(rate).toHaveAccessibleDescription('Please choose the GST rate');

    await fillTax(page, '0602 90', '18%');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();

    await productRow(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(hsn).toHaveValue('060290');
    await expect(rate).toHaveValue('18');
    await expect(rate.locator('option:checked')).toHaveText('18%');
  });
});
