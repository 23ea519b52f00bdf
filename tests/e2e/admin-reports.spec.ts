import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { newShopper, signInAsAdmin, signUp } from './accounts';
import { createTestCatalogue } from './catalog-api';
import { addToCart, cancelOrder, placeCashOrder } from './shopper-orders';
import { rewriteAnswer } from './trpc-routes';

type ListedReport = { name: string; status: string | null; progress: unknown; error: string | null };

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });
const reportRegion = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openReports(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
}

/**
 * Builds the report and waits for its rows. A small shop's history is read in a blink, often before the
 * screen polls again, so only the end state is certain: the toast, the button back, the table.
 */
async function build(page: Page, title: string) {
  const region = reportRegion(page, title);
  await region.getByRole('button', { name: `Build ${title}` }).click();
  await expect(toast(page, `Report built: ${title}`)).toBeVisible();
  await expect(region.getByRole('button', { name: `Build ${title}` })).toBeEnabled();
  await expect(region.getByRole('progressbar')).toBeHidden();
  return { region, table: region.getByRole('table', { name: title }) };
}

test.describe('admin reports', () => {
  test('an admin builds the cancellations report, reads its first rows and downloads them as CSV', async ({
    baseURL,
    browser,
    page,
  }) => {
    // A cancelled order for the cancellations, and one kept for the sales.
    const catalogue = await createTestCatalogue(baseURL ?? '');
    await signUp(page, newShopper());
    await addToCart(page, catalogue.fern.slug, 'Small');
    await cancelOrder(page, await placeCashOrder(page));
    await addToCart(page, catalogue.palm.slug);
    await placeCashOrder(page);

    const context = await browser.newContext();
    const admin = await context.newPage();
    await openReports(admin);

    const { region, table } = await build(admin, 'Cancellations');
    await expect(region).toContainText(
      /Built \d{1,2} \w+ \d{4}, \d{1,2}:\d{2}\s[ap]m IST: [\d,]+ events counted in (under )?[\d.]+ s, [\d,]+ rows?/,
    );
    await expect(table.getByRole('columnheader', { name: 'Reason', exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /Cancelled by customer/ })).toBeVisible();
    const headers = await table.getByRole('columnheader').allInnerTexts();

    const downloaded = admin.waitForEvent('download');
    await region.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^cancellations-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parse(await readFile(await download.path(), 'utf8')) as string[][];
    expect(header).toEqual(headers.map((text) => text.trim()));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.map((row) => row[0])).toContain('Cancelled by customer');

    const sales = await build(admin, 'Sales by category');
    await expect(sales.table.getByRole('columnheader', { name: 'Day', exact: true })).toBeVisible();
    await expect(sales.table.getByRole('rowheader').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    await context.close();
  });

  test('a build under way shows how far it has read, and a failed one says why', async ({ page }) => {
    // A real build of a test shop ends too soon to watch, so the screen is shown the states it polls for.
    await rewriteAnswer<ListedReport[]>(page, 'admin.reports.list', (reports) =>
      reports.map((report) => {
        if (report.name === 'cart-abandonment')
          return {
            ...report,
            status: 'building',
            progress: { done: 12_000, total: 40_000, eventsPerSecond: 35_000.4 },
            error: null,
          };
        if (report.name === 'coupon-effectiveness')
          return { ...report, status: 'failed', progress: null, error: 'The event store went away' };
        return report;
      }),
    );
    await openReports(page);

    const building = reportRegion(page, 'Cart abandonment');
    const progress = building.getByRole('progressbar', { name: 'Building Cart abandonment' });
    await expect(progress).toHaveAttribute('aria-valuenow', '30');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(building).toContainText('12,000 of 40,000 events read, 35,000 events/s');
    await expect(building.getByRole('button', { name: 'Building… Cart abandonment' })).toBeDisabled();

    const failed = reportRegion(page, 'Coupon effectiveness');
    await expect(failed.getByRole('alert')).toHaveText('The last build failed: The event store went away');
    await expect(failed.getByRole('button', { name: 'Build Coupon effectiveness' })).toBeEnabled();
    // The screen keeps polling: let a rewrite under way finish before the page closes.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
