import { describe, it } from 'vitest';
import { reportSpecification } from '../testing/report-specification';
import {
  adjusted,
  product,
  received,
  released,
  renamed,
  reserved,
  shipped,
  size,
  sizeRemoved,
  sizeRenamed,
} from '../testing/stock-report-events';
import { stockMovementsReport } from './stock-movements';

const spec = reportSpecification(stockMovementsReport);
const figLarge = { productId: 'p-fig', variantId: 'v-large' };
const figSmall = { productId: 'p-fig', variantId: 'v-small' };
const fern = { productId: 'p-fern', variantId: null };
const row =
  (day: string, item: typeof figLarge | typeof fern, name: string, sizeName: string) =>
  (movement: string, units: number) => ({
    day,
    productId: item.productId,
    product: name,
    size: sizeName,
    movement,
    units,
  });

describe('the stock-movements report', () => {
  it('sums the units of each plant and size per shop day and movement, an adjustment under its reason and with its sign', async () => {
    const figOn2nd = row('2026-01-02', figLarge, 'Fiddle Leaf Fig', 'Large');
    const fernOn2nd = row('2026-01-02', fern, 'Boston Fern', 'One size');
    await spec
      .given([
        { event: product('p-fig', 'Fiddle Leaf Fig'), at: '2026-01-01T00:00:00Z' },
        { event: size('p-fig', 'v-large', 'Large'), at: '2026-01-01T00:00:00Z' },
        { event: product('p-fern', 'Boston Fern'), at: '2026-01-01T00:00:00Z' },
        // 10:00 IST on 2 January.
        { event: received(figLarge, 10), at: '2026-01-02T04:30:00Z' },
        { event: received(figLarge, 5), at: '2026-01-02T05:00:00Z' },
        { event: received(fern, 20), at: '2026-01-02T05:00:00Z' },
        { event: reserved(figLarge, 'o-1', 2), at: '2026-01-02T06:00:00Z' },
        { event: reserved(figLarge, 'o-2', 1), at: '2026-01-02T06:10:00Z' },
        { event: released(figLarge, 'o-2', 1), at: '2026-01-02T06:20:00Z' },
        { event: shipped(figLarge, 'o-1', 2), at: '2026-01-02T07:00:00Z' },
        { event: adjusted(figLarge, -3, 'count_correction'), at: '2026-01-02T08:00:00Z' },
        { event: adjusted(figLarge, 1, 'count_correction'), at: '2026-01-02T08:10:00Z' },
        { event: adjusted(figLarge, -1, 'damaged'), at: '2026-01-02T08:20:00Z' },
        { event: adjusted(fern, -2, 'died'), at: '2026-01-02T09:00:00Z' },
        // 23:30 IST on 2 January is still 2 January in the shop's days; 00:30 IST is 3 January.
        { event: reserved(fern, 'o-3', 4), at: '2026-01-02T18:00:00Z' },
        { event: shipped(fern, 'o-3', 4), at: '2026-01-02T19:00:00Z' },
      ])
      .thenRows([
        fernOn2nd('Received', 20),
        fernOn2nd('Died', -2),
        fernOn2nd('Reserved', 4),
        figOn2nd('Received', 15),
        figOn2nd('Count correction', -2),
        figOn2nd('Damaged', -1),
        figOn2nd('Reserved', 3),
        figOn2nd('Released', 1),
        figOn2nd('Shipped', 2),
        row('2026-01-03', fern, 'Boston Fern', 'One size')('Shipped', 4),
      ]);
  });

  it('names products and sizes as they stand at the end, a removed size too, and by id when never named', async () => {
    await spec
      .given([
        { event: product('p-fig', 'Fig'), at: '2026-01-01T00:00:00Z' },
        { event: size('p-fig', 'v-large', 'Big'), at: '2026-01-01T00:00:00Z' },
        { event: size('p-fig', 'v-small', 'Small'), at: '2026-01-01T00:00:00Z' },
        { event: received(figLarge, 3), at: '2026-01-02T04:30:00Z' },
        { event: received(figSmall, 2), at: '2026-01-02T04:30:00Z' },
        { event: renamed('p-fig', 'Fiddle Leaf Fig'), at: '2026-01-03T04:30:00Z' },
        { event: sizeRenamed('p-fig', 'v-large', 'Large'), at: '2026-01-03T04:30:00Z' },
        { event: sizeRemoved('p-fig', 'v-small'), at: '2026-01-03T04:30:00Z' },
        { event: received(fern, 7), at: '2026-01-04T04:30:00Z' },
      ])
      .thenRows([
        row('2026-01-02', figLarge, 'Fiddle Leaf Fig', 'Large')('Received', 3),
        row('2026-01-02', figSmall, 'Fiddle Leaf Fig', 'Small')('Received', 2),
        row('2026-01-04', fern, 'p-fern', 'One size')('Received', 7),
      ]);
  });

  it('over a range, counts only its movements, naming plants named before it', async () => {
    await spec
      .given(
        [
          { event: product('p-fig', 'Fiddle Leaf Fig'), at: '2026-01-01T00:00:00Z' },
          { event: size('p-fig', 'v-large', 'Large'), at: '2026-01-01T00:00:00Z' },
          { event: received(figLarge, 3), at: '2026-01-02T04:30:00Z' },
          { event: received(figLarge, 5), at: '2026-02-02T04:30:00Z' },
        ],
        undefined,
        { from: new Date('2026-02-01T00:00:00Z') },
      )
      .thenRows([row('2026-02-02', figLarge, 'Fiddle Leaf Fig', 'Large')('Received', 5)]);
  });
});
