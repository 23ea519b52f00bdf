import { expect, type Locator } from '@playwright/test';

/** The cell of `row` in the column of `table` headed `heading`. */
export async function cellUnder(table: Locator, row: Locator, heading: string): Promise<Locator> {
  // The headings are read once, so first wait for the table to show them: a page still loading has none.
  await expect(table.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  const headings = await table.getByRole('columnheader').allInnerTexts();
  const column = headings.map((text) => text.trim()).indexOf(heading);
  expect(column, `a column headed ${heading}`).toBeGreaterThanOrEqual(0);
  // A row's header cell (th) and its data cells (td) make one sequence of cells.
  return row.locator(':scope > th, :scope > td').nth(column);
}
