import { expect, test } from '@playwright/test';
import { adminApi, call } from './catalog-api';
import { uniqueSuffix } from './demo-catalog';
import { rewriteAnswer } from './trpc-routes';

const suffix = uniqueSuffix();
const linked = {
  title: `Monsoon Sale ${suffix}`,
  imageUrl: '/images/plants/monstera-deliciosa.svg',
  linkUrl: '/shop',
};
const plain = { title: `New Arrivals ${suffix}`, imageUrl: '/images/plants/pothos.svg' };

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  for (const banner of [linked, plain]) await call(api, 'admin.banners.create', banner);
  await api.dispose();
});

test('the banner carousel links its banners, moves with its arrows and dots, and advances by itself', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel.getByRole('button', { name: 'Next banner' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Previous banner' })).toBeVisible();

  const slide = carousel
    .locator('[aria-roledescription="slide"]')
    .filter({ has: page.getByAltText(linked.title) });
  const position = (await slide.getAttribute('aria-label'))?.split(' of ')[0];
  await carousel.getByRole('button', { name: `Show banner ${position}` }).click();
  await expect(carousel.getByRole('link', { name: linked.title })).toHaveAttribute('href', '/shop');

  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(page.getByAltText(linked.title)).toBeHidden();
  await carousel.getByRole('button', { name: 'Previous banner' }).click();
  await expect(page.getByAltText(linked.title)).toBeVisible();

  // Paused while pointed at or focused; once the shopper moves on it advances on its own.
  await page.getByRole('heading', { name: 'Bestsellers' }).click();
  await expect(page.getByAltText(linked.title)).toBeHidden();
});

test('there is no carousel without banners', async ({ page }) => {
  const { rewritten } = await rewriteAnswer(page, 'banners.active', () => []);
  await page.goto('/');
  await rewritten;
  await expect(page.getByRole('region', { name: 'Bestsellers' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured offers' })).toHaveCount(0);
});

test('a single banner shows without arrows or dots', async ({ page }) => {
  const { rewritten } = await rewriteAnswer(page, 'banners.active', (banners: { title: string }[]) =>
    banners.filter((banner) => banner.title === plain.title),
  );
  await page.goto('/');
  await rewritten;
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel.getByAltText(plain.title)).toBeVisible();
  await expect(carousel.getByRole('button')).toHaveCount(0);
});
