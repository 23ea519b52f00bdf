import { expect, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { createTestCatalogue } from './catalog-api';
import { mailWritten } from './mail-outbox';
import { addToCart, placeCashOrder } from './shopper-orders';

let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

test.beforeAll(async ({ baseURL }) => {
  catalogue = await createTestCatalogue(baseURL ?? '');
});

test.describe('admin mail', () => {
  test("lists a shopper's order confirmation, not sent without an SMTP server, and previews it", async ({
    browser,
    page,
  }) => {
    const shopper = newShopper();
    await signUp(page, shopper);
    await addToCart(page, catalogue.fern.slug, 'Small');
    const orderId = await placeCashOrder(page);
    const number = `#${orderId.slice(0, 8)}`;
    const subject = `Your Verdant order ${number} is placed`;
    await mailWritten(shopper.email, subject);

    // The back office in a browser of its own, so the shopper's session plays no part.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    await expect(admin.getByRole('note')).toHaveText(
      'No SMTP server is set (SMTP_URL), so mail stays here, queued, and is not sent.',
    );

    const row = admin.getByRole('table', { name: 'Mail' }).getByRole('row', { name: subject });
    await expect(row).toContainText(shopper.email);
    await expect(row).toContainText('Queued');
    await row.getByRole('button', { name: 'Preview' }).click();

    const dialog = admin.getByRole('dialog', { name: subject });
    await expect(dialog).toContainText(`To ${shopper.email}`);
    const preview = dialog.frameLocator(`iframe[title="Preview of ${subject}"]`);
    await expect(preview.getByText(`Hello ${shopper.fullName},`)).toBeVisible();
    await expect(preview.getByText(`Thank you for your order ${number}.`, { exact: false })).toBeVisible();
    await expect(preview.getByText(`1 × ${catalogue.fern.name} (Small)`, { exact: true })).toBeVisible();
    await expect(preview.getByText('Please pay ₹450.00 in cash on delivery.')).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await adminContext.close();
  });
});
