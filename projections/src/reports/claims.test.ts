import { describe, expect, it } from 'vitest';
import {
  claimDeclined,
  claimOpened,
  claimPhotosRequested,
  claimRefunded,
  claimReplaced,
  orderOf,
  soldLine,
} from '../testing/claim-report-events';
import { reportSpecification } from '../testing/report-specification';
import type { ClaimsRow } from './claim-rows';
import { claimsReport } from './claims';

const spec = reportSpecification(claimsReport);
const hours = (count: number) => new Date(Date.UTC(2026, 1, 1, count)).toISOString();
const large = { variantId: 'v-large', name: 'Large' };
const monstera = { productId: 'p-monstera', variantId: 'v-large' };
const jade = { productId: 'p-jade' };
const pothos = { productId: 'p-pothos' };
const noPlant = { productId: null, product: null, size: null };
const undecided = { medianHours: null, p90Hours: null };
const counts = { replaced: 0, refunded: 0, declined: 0, undecided: 0, refundedAmount: 0 };

describe('the claims report', () => {
  it('counts claims in all, per reason and per plant as sold, with decisions, refunds and hours to decide', async () => {
    await spec
      .given([
        {
          event: orderOf('o-1', [
            soldLine('p-monstera', 'Monstera Deliciosa', 150_000, large),
            soldLine('p-jade', 'Jade Plant', 20_000),
          ]),
          at: hours(0),
        },
        {
          event: orderOf('o-2', [
            soldLine('p-monstera', 'Swiss Cheese Plant', 150_000, large),
            soldLine('p-pothos', 'Golden Pothos', 30_000),
          ]),
          at: hours(0),
        },
        // Refunded two hours after: the monstera's share of ₹850 is 15/17, by their prices as sold.
        { event: claimOpened('o-1', 'c-1', 'arrived_damaged', [monstera, jade]), at: hours(1) },
        { event: claimRefunded('o-1', 'c-1', 85_000), at: hours(3) },
        // Declined 30 hours after opening, waiting for photos on the way: the wait counts.
        { event: claimOpened('o-2', 'c-2', 'poor_health', [monstera]), at: hours(2) },
        { event: claimPhotosRequested('o-2', 'c-2'), at: hours(3) },
        { event: claimDeclined('o-2', 'c-2'), at: hours(32) },
        { event: claimOpened('o-2', 'c-3', 'arrived_damaged', [{ ...pothos, quantity: 2 }]), at: hours(4) },
        { event: claimReplaced('o-2', 'c-3'), at: hours(14) },
        { event: claimOpened('o-2', 'c-4', 'wrong_or_missing', [pothos]), at: hours(5) },
      ])
      .thenRows([
        {
          group: 'all',
          reason: null,
          ...noPlant,
          claims: 4,
          units: 6,
          replaced: 1,
          refunded: 1,
          declined: 1,
          undecided: 1,
          refundedAmount: 85_000,
          medianHours: 10,
          p90Hours: 30,
        },
        {
          group: 'reason',
          reason: 'Arrived damaged',
          ...noPlant,
          claims: 2,
          units: 4,
          ...counts,
          replaced: 1,
          refunded: 1,
          refundedAmount: 85_000,
          medianHours: 2,
          p90Hours: 10,
        },
        {
          group: 'reason',
          reason: 'Poor health within 7 days',
          ...noPlant,
          claims: 1,
          units: 1,
          ...counts,
          declined: 1,
          medianHours: 30,
          p90Hours: 30,
        },
        {
          group: 'reason',
          reason: 'Wrong or missing item',
          ...noPlant,
          claims: 1,
          units: 1,
          ...counts,
          undecided: 1,
          ...undecided,
        },
        {
          group: 'plant',
          reason: null,
          productId: 'p-pothos',
          product: 'Golden Pothos',
          size: 'One size',
          claims: 2,
          units: 3,
          ...counts,
          replaced: 1,
          undecided: 1,
          medianHours: 10,
          p90Hours: 10,
        },
        {
          // Named as the latest order claimed on sold it.
          group: 'plant',
          reason: null,
          productId: 'p-monstera',
          product: 'Swiss Cheese Plant',
          size: 'Large',
          claims: 2,
          units: 2,
          ...counts,
          refunded: 1,
          declined: 1,
          refundedAmount: 75_000,
          medianHours: 2,
          p90Hours: 30,
        },
        {
          group: 'plant',
          reason: null,
          productId: 'p-jade',
          product: 'Jade Plant',
          size: 'One size',
          claims: 1,
          units: 1,
          ...counts,
          refunded: 1,
          refundedAmount: 10_000,
          medianHours: 2,
          p90Hours: 2,
        },
      ] satisfies ClaimsRow[]);
  });

  it('counts the claims opened in the range, on orders placed before it too, with their decisions then', async () => {
    const from = new Date(hours(10));
    await spec
      .given(
        [
          { event: orderOf('o-1', [soldLine('p-jade', 'Jade Plant', 20_000)]), at: hours(0) },
          // Opened before the range: neither it nor its decision in the range counts.
          { event: claimOpened('o-1', 'c-early', 'poor_health', [jade]), at: hours(1) },
          { event: claimDeclined('o-1', 'c-early'), at: hours(11) },
          { event: claimOpened('o-1', 'c-1', 'not_as_described', [jade]), at: hours(12) },
          { event: claimReplaced('o-1', 'c-1'), at: hours(15) },
          // A later decision than the first never changes it.
          { event: claimRefunded('o-1', 'c-1', 20_000), at: hours(16) },
        ],
        undefined,
        { from },
      )
      .thenRows([
        {
          group: 'all',
          reason: null,
          ...noPlant,
          claims: 1,
          units: 1,
          ...counts,
          replaced: 1,
          medianHours: 3,
          p90Hours: 3,
        },
        {
          group: 'reason',
          reason: 'Not as described',
          ...noPlant,
          claims: 1,
          units: 1,
          ...counts,
          replaced: 1,
          medianHours: 3,
          p90Hours: 3,
        },
        {
          group: 'plant',
          reason: null,
          productId: 'p-jade',
          product: 'Jade Plant',
          size: 'One size',
          claims: 1,
          units: 1,
          ...counts,
          replaced: 1,
          medianHours: 3,
          p90Hours: 3,
        },
      ] satisfies ClaimsRow[]);
  });

  it('names a plant whose order is not in the history by its ids, sharing the refund by units', async () => {
    const fig = { productId: 'p-fig', variantId: 'v-small', quantity: 3 };
    await spec
      .given([
        {
          event: claimOpened('o-gone', 'c-1', 'arrived_damaged', [fig, { productId: 'p-fern' }]),
          at: hours(0),
        },
        { event: claimRefunded('o-gone', 'c-1', 1_001), at: hours(1) },
      ])
      .thenRows([
        expect.objectContaining({ group: 'all', refundedAmount: 1_001 }),
        expect.objectContaining({ group: 'reason', refundedAmount: 1_001 }),
        expect.objectContaining({
          productId: 'p-fern',
          product: 'p-fern',
          size: 'One size',
          refundedAmount: 250,
        }),
        expect.objectContaining({
          productId: 'p-fig',
          product: 'p-fig',
          size: 'v-small',
          refundedAmount: 751,
        }),
      ]);
  });

  it('has no rows without claims', async () => {
    await spec
      .given([{ event: orderOf('o-1', [soldLine('p-jade', 'Jade Plant', 20_000)]), at: hours(0) }])
      .thenRows([]);
  });
});
