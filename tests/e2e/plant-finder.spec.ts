import { expect, type Page, test } from '@playwright/test';

/** Answers the five questions by their option labels, checking the progress bar on the way. */
async function answerQuiz(page: Page, labels: readonly string[]) {
  for (const [index, label] of labels.entries()) {
    const question = index + 1;
    const progress = page.getByRole('progressbar', { name: `Question ${question} of 5` });
    await expect(progress).toHaveAttribute('aria-valuenow', String(question * 20));
    await page.getByRole('button', { name: label, exact: true }).click();
  }
}

test.describe('plant finder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/plant-finder');
    await expect(page).toHaveTitle('Plant Finder Quiz | Verdant');
  });

  test('a beginner is sent to succulents', async ({ page }) => {
    await answerQuiz(page, [
      'Just starting out',
      'Bright light',
      'A little each week',
      'No pets',
      'Not sure yet',
    ]);
    await expect(page).toHaveURL('/shop?category=succulents');
  });

  test('a low-light home is sent to snake plants', async ({ page }) => {
    await answerQuiz(page, ['Some experience', 'Low light', 'A little each week', 'No pets', 'Not sure yet']);
    await expect(page).toHaveURL('/shop?category=snake');
  });

  test('a home with pets is sent to pet-friendly plants', async ({ page }) => {
    await answerQuiz(page, [
      'Seasoned plant parent',
      'Bright light',
      'As much as it needs',
      'Yes, furry friends live here',
      'Not sure yet',
    ]);
    await expect(page).toHaveURL('/shop?category=pet-friendly');
  });

  test('a chosen purpose is the category, whatever else was answered', async ({ page }) => {
    await answerQuiz(page, [
      'Just starting out',
      'Low light',
      'Very little',
      'Yes, furry friends live here',
      'Cleaner, fresher air',
    ]);
    await expect(page).toHaveURL('/shop?category=air-purifying');
  });

  test('Previous Question goes back from question 2, keeping the answer given', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Previous Question' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Some experience', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Question 2 of 5' })).toBeVisible();
    await expect(page.getByText('40%')).toBeVisible();

    await page.getByRole('button', { name: 'Previous Question' }).click();

    await expect(page.getByRole('progressbar', { name: 'Question 1 of 5' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expect(page.getByRole('button', { name: 'Some experience', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Previous Question' })).toHaveCount(0);
  });
});
