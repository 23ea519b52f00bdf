import { expect, type Page, test } from '@playwright/test';
import { rewriteAnswer } from './trpc-routes';

const VIDEO_URL = '/videos/hero.mp4';
const hero = (page: Page) => page.getByRole('region', { name: 'Your Urban Jungle, Delivered' });
const still = (page: Page) => hero(page).getByRole('img', { name: 'A leafy plant in a terracotta pot' });

/** The hero as configured with a video (the e2e server has none), its footage left unanswered: no codec needed. */
async function withHeroVideo(page: Page) {
  await rewriteAnswer(page, 'site.hero', () => ({ videoUrl: VIDEO_URL }));
  await page.route(`**${VIDEO_URL}`, () => {});
}

test.describe('home hero', () => {
  test('shows the still illustration when no video is configured', async ({ page }) => {
    await page.goto('/');
    await expect(still(page)).toBeVisible();
    await expect(hero(page).locator('video')).toHaveCount(0);
    await expect(hero(page).getByRole('link', { name: 'Shop Plants' })).toHaveAttribute('href', '/shop');
    await expect(hero(page).getByRole('link', { name: 'Find Your Plant' })).toHaveAttribute(
      'href',
      '/plant-finder',
    );
  });

  test('plays the configured video, muted and looping, in place of the still', async ({ page }) => {
    await withHeroVideo(page);
    await page.goto('/');

    const video = hero(page).locator('video');
    await expect(video).toHaveAttribute('src', VIDEO_URL);
    for (const attribute of ['autoplay', 'loop', 'playsinline'])
      await expect(video).toHaveAttribute(attribute);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(still(page)).toHaveCount(0);
  });

  test('keeps the still for a visitor who asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await withHeroVideo(page);
    const heroSettingAnswered = page.waitForResponse((response) => response.url().includes('site.hero'));
    await page.goto('/');

    // Judged only once the page has the video setting, or the still would show for the wrong reason.
    await heroSettingAnswered;
    await expect(still(page)).toBeVisible();
    await expect(hero(page).locator('video')).toHaveCount(0);
  });
});
