import type { Locator, Page } from '@playwright/test';

/** A moment as the 'View as of' field takes it, to the second: India Standard Time is UTC+05:30 all year. */
const inIndia = (moment: number) => new Date(moment + 330 * 60_000).toISOString().slice(0, 19);

/**
 * A moment, as the 'View as of' field takes it, after every change made so far and before any made next:
 * the field counts whole seconds, so this waits for the next second to begin.
 */
export async function momentBetweenChanges(page: Page): Promise<string> {
  await page.waitForTimeout(1_100);
  return inIndia(Date.now());
}

/** Asks for the record in `scope` as it stood at `typed` (as the 'View as of' field takes it). */
export async function viewAsOf(scope: Page | Locator, typed: string) {
  await scope.getByLabel('View as of').fill(typed);
  await scope.getByRole('button', { name: 'View', exact: true }).click();
}

/** The banner saying that a past state is shown. */
export const pastStateBanner = (scope: Page | Locator) =>
  scope.getByRole('status').filter({ hasText: 'This is a past state.' });

/** Before the shop was built: no record existed yet. */
export const LONG_AGO = '2020-01-01T10:00:00';
