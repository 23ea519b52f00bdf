import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './demo-catalog';
import { failProcedure } from './trpc-routes';

test.describe('contact form', () => {
  test('refuses empty fields, then sends the message and clears the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Verdant');
    const form = page.getByRole('form', { name: 'Send Us a Message' });

    await form.getByRole('button', { name: 'Send Message' }).click();

    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Name' }).fill('Kavya Nair');
    await form.getByRole('textbox', { name: 'Email' }).fill(`kavya.${uniqueSuffix()}@example.test`);
    await form.getByRole('textbox', { name: 'Subject' }).fill('Brown tips on my areca palm');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('The leaf tips are turning brown. Too much sun?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeVisible();
    for (const field of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByRole('textbox', { name: field })).toHaveValue('');
    }
  });

  test('says so when the server cannot take the message, and keeps what was typed', async ({ page }) => {
    await failProcedure(page, 'contact.submit');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Arjun Mehta');
    await form.getByRole('textbox', { name: 'Email' }).fill(`arjun.${uniqueSuffix()}@example.test`);
    await form.getByRole('textbox', { name: 'Subject' }).fill('Repotting a snake plant');
    await form.getByRole('textbox', { name: 'Message' }).fill('When is the best time to repot?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Repotting a snake plant');
  });
});

test.describe('footer subscribe box', () => {
  test('asks for a valid email, then subscribes', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Get plant care tips by email' });

    await email.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(`leafy.${uniqueSuffix()}@example.test`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(
      page.getByText('Thanks for subscribing! Look out for plant care tips in your inbox.'),
    ).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('links to the shop on social media', async ({ page }) => {
    await page.goto('/');
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'Pinterest']) {
      await expect(
        page.getByRole('link', { name: `Verdant on ${network} (opens in a new tab)` }),
      ).toHaveAttribute('href', new RegExp(`^https://www\\.${network.toLowerCase()}\\.com/`));
    }
  });
});

test('the not-found page reports the unmatched path to the server', async ({ page }) => {
  const report = page.waitForRequest((request) => request.url().includes('site.logNotFound'));
  await page.goto('/no-such-fern');

  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await report).postData()).toContain('/no-such-fern');
});
