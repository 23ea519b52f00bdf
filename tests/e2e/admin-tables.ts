import { expect, type Locator } from '@playwright/test';

/** The cell of `row` in the column of `table` headed `heading`. */
export async function cellUnder(table: Locator, row: Locator, heading: string): Promise<Locator> {
  const headings = await table.getByRole('columnheader').allInnerTexts();
  const column = headings.map((text) => text.trim()).indexOf(heading);
  expect(column, `a column headed ${heading}`).toBeGreaterThanOrEqual(0);
  // A row's header cell (th) and its data cells (td) make one sequence of cells.
  return row.locator(':scope > th, :scope > td').nth(column);
}
