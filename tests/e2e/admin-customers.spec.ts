import { expect, test } from '@playwright/test';
import { newShopper, signInAsAdmin, signUp } from './accounts';

test.describe('admin customers', () => {
  test('a new shopper shows up, found by email, as a New Customer with nothing spent', async ({
    browser,
    page,
  }) => {
    const shopper = newShopper();
    await signUp(page, shopper);

    // The back office in a browser of its own, so the shopper's session plays no part.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/customers');
    await expect(admin.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

    const search = admin.getByRole('searchbox', { name: 'Search customers' });
    await search.fill(shopper.email);
    const customers = admin.getByRole('list', { name: 'Customers' });
    await expect(customers.getByRole('article')).toHaveCount(1);
    const card = customers.getByRole('article', { name: shopper.fullName });
    await expect(card).toContainText(shopper.email);
    await expect(card).toContainText(shopper.phone);
    await expect(card).toContainText('₹0.00');
    await expect(card).toContainText('No orders yet');
    await expect(card.getByRole('list', { name: 'Badges' })).toHaveText('New Customer');

    await search.fill('no-such-customer-xyzzy');
    await expect(admin.getByText('No customers found')).toBeVisible();
    await expect(customers).toBeHidden();

    await adminContext.close();
  });
});
