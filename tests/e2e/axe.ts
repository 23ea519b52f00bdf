import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags its rules. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page, once shown whole, breaks no serious or critical rule of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Nothing still loading: a spinner's half-drawn page is not the page.
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expectShownAccessible(page, path);
}

/**
 * The page as it is shown now breaks no serious or critical rule: for a state reached on the page (a section
 * that appears once the server has it) that navigating to it afresh would not wait for.
 */
export async function expectShownAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => ({ id, impact, where: nodes.map((node) => node.target.join(' ')) }));
  expect(serious, label).toEqual([]);
}
