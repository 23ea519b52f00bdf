import { describe, expect, it } from 'vitest';
import { reportSpecification } from '../testing/report-specification';
import {
  adjusted,
  product,
  received,
  released,
  reserved,
  shipped,
  size,
} from '../testing/stock-report-events';
import { sellThroughRate, sellThroughReport } from './sell-through';

const spec = reportSpecification(sellThroughReport);
const figLarge = { productId: 'p-fig', variantId: 'v-large' };
const figSmall = { productId: 'p-fig', variantId: 'v-small' };
const fern = { productId: 'p-fern', variantId: null };

describe('the sell-through report', () => {
  it('weighs units shipped in orders against units received per plant and size, with corrections and what is left', async () => {
    await spec
      .given([
        { event: product('p-fig', 'Fiddle Leaf Fig'), at: '2026-01-01T00:00:00Z' },
        { event: size('p-fig', 'v-large', 'Large'), at: '2026-01-01T00:00:00Z' },
        { event: size('p-fig', 'v-small', 'Small'), at: '2026-01-01T00:00:00Z' },
        { event: product('p-fern', 'Boston Fern'), at: '2026-01-01T00:00:00Z' },
        { event: received(figLarge, 2), at: '2026-01-02T04:30:00Z' },
        { event: received(figLarge, 1), at: '2026-01-03T04:30:00Z' },
        { event: reserved(figLarge, 'o-1', 2), at: '2026-01-03T05:00:00Z' },
        { event: shipped(figLarge, 'o-1', 2), at: '2026-01-03T06:00:00Z' },
        // Held and given back: never sold, and never out of the count.
        { event: reserved(figLarge, 'o-2', 1), at: '2026-01-03T07:00:00Z' },
        { event: released(figLarge, 'o-2', 1), at: '2026-01-03T07:30:00Z' },
        { event: received(fern, 8), at: '2026-01-02T04:30:00Z' },
        { event: adjusted(fern, -1, 'died'), at: '2026-01-04T04:30:00Z' },
        { event: adjusted(fern, 3, 'count_correction'), at: '2026-01-04T05:30:00Z' },
        { event: reserved(fern, 'o-3', 5), at: '2026-01-04T06:00:00Z' },
        { event: shipped(fern, 'o-3', 5), at: '2026-01-04T07:00:00Z' },
        // Found in a count, never delivered: nothing received, so no rate.
        { event: adjusted(figSmall, 2, 'count_correction'), at: '2026-01-05T04:30:00Z' },
      ])
      .thenRows([
        {
          productId: 'p-fern',
          product: 'Boston Fern',
          size: 'One size',
          received: 8,
          sold: 5,
          sellThrough: 62.5,
          netAdjustments: 2,
          onHand: 5,
        },
        {
          productId: 'p-fig',
          product: 'Fiddle Leaf Fig',
          size: 'Large',
          received: 3,
          sold: 2,
          sellThrough: 66.7,
          netAdjustments: 0,
          onHand: 1,
        },
        {
          productId: 'p-fig',
          product: 'Fiddle Leaf Fig',
          size: 'Small',
          received: 0,
          sold: 0,
          sellThrough: null,
          netAdjustments: 2,
          onHand: 2,
        },
      ]);
  });

  it('leaves out a plant whose stock was only ever held', async () => {
    await spec
      .given([
        { event: product('p-fern', 'Boston Fern'), at: '2026-01-01T00:00:00Z' },
        { event: reserved(fern, 'o-1', 1), at: '2026-01-02T04:30:00Z' },
        { event: released(fern, 'o-1', 1), at: '2026-01-02T05:30:00Z' },
      ])
      .thenRows([]);
  });

  it('over a range, counts the movements in it, and names and counts on hand as they stand at its end', async () => {
    await spec
      .given(
        [
          { event: product('p-fern', 'Boston Fern'), at: '2026-01-01T00:00:00Z' },
          { event: received(fern, 10), at: '2026-01-02T04:30:00Z' },
          { event: reserved(fern, 'o-1', 4), at: '2026-01-02T05:00:00Z' },
          { event: shipped(fern, 'o-1', 4), at: '2026-01-02T06:00:00Z' },
          // The range starts here: the plant was named, and 6 were on hand, before it.
          { event: received(fern, 2), at: '2026-02-02T04:30:00Z' },
          { event: reserved(fern, 'o-2', 1), at: '2026-02-02T05:00:00Z' },
          { event: shipped(fern, 'o-2', 1), at: '2026-02-02T06:00:00Z' },
        ],
        undefined,
        { from: new Date('2026-02-01T00:00:00Z') },
      )
      .thenRows([
        {
          productId: 'p-fern',
          product: 'Boston Fern',
          size: 'One size',
          received: 2,
          sold: 1,
          sellThrough: 50,
          netAdjustments: 0,
          onHand: 7,
        },
      ]);
  });

  it('rounds the rate to one decimal, and has none when nothing was received', () => {
    expect(sellThroughRate(2, 3)).toBe(66.7);
    expect(sellThroughRate(1, 3)).toBe(33.3);
    expect(sellThroughRate(3, 3)).toBe(100);
    expect(sellThroughRate(0, 0)).toBeNull();
  });
});
