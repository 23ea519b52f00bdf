import { expect, test } from '@playwright/test';
import { newShopper, signUp } from './accounts';
import { verificationLinkFor } from './mail-outbox';

test.describe('email verification', () => {
  test('the link in the welcome mail verifies the address', async ({ page }) => {
    const shopper = newShopper();
    await signUp(page, shopper);

    await page.goto(await verificationLinkFor(shopper.email));

    await expect(page).toHaveTitle('Verify Email | Verdant');
    await expect(page.getByRole('status')).toContainText('Your email address is verified. Thank you!');
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  test('a link that was altered is refused', async ({ page }) => {
    await page.goto('/auth/verify?token=not-a-real-token');

    await expect(page.getByRole('alert')).toContainText('This verification link is invalid or has expired');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
