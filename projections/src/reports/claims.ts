import type { OrderEvent } from '@verdant/domain/sales/order';
import { documentProjection, type ProjectionCollections } from '@verdant/platform';
import {
  type ClaimDocument,
  type ClaimsRow,
  claimRows,
  type SoldLine,
  type SoldLinesDocument,
} from './claim-rows';
import { projectionOf, type Report } from './report';

type DecisionEvent = 'ClaimDeclined' | 'ClaimReplaced' | 'ClaimRefunded';
const DECISIONS = {
  ClaimDeclined: 'declined',
  ClaimReplaced: 'replaced',
  ClaimRefunded: 'refunded',
} as const satisfies Record<DecisionEvent, ClaimDocument['decision']>;

/** Claims opened in the range, with the decision taken on each before its end. */
const claims = documentProjection<OrderEvent, ClaimDocument, 'ClaimOpened' | DecisionEvent>({
  name: 'claims',
  version: 1,
  collection: 'claims',
  handles: ['ClaimOpened', 'ClaimDeclined', 'ClaimReplaced', 'ClaimRefunded'],
  documentId: (event) => event.data.claimId,
  evolve(claim, event) {
    if (event.type === 'ClaimOpened') {
      const { claimId, orderId, reason, items } = event.data;
      return {
        _id: claimId,
        orderId,
        reason,
        items: items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
        openedAt: event.metadata.at,
        decision: null,
        decidedAt: null,
        refunded: 0,
      };
    }
    // A claim opened before the range is not counted, decided in it or not; one decision settles a claim.
    if (!claim || claim.decision !== null) return claim;
    return {
      ...claim,
      decision: DECISIONS[event.type],
      decidedAt: event.metadata.at,
      refunded: event.type === 'ClaimRefunded' ? event.data.amount : 0,
    };
  },
});

/**
 * Every order's lines as sold, whenever it was placed: a claim opened in the range may be on an order placed
 * long before it, and its plants are named, and its refund shared, as that order sold them.
 */
const soldLines = documentProjection<OrderEvent, SoldLinesDocument, 'OrderPlaced'>({
  name: 'sold-lines',
  version: 1,
  collection: 'sold_lines',
  handles: ['OrderPlaced'],
  documentId: (event) => event.data.orderId,
  evolve: (_order, event) => ({
    _id: event.data.orderId,
    lines: event.data.lines.map(
      ({ productId, variantId, productName, variantName, unitPrice }): SoldLine => ({
        productId,
        variantId,
        productName,
        variantName,
        unitPrice,
      }),
    ),
  }),
});

const ORDERS_PER_LOOKUP = 500;

/** The lines of the orders claimed on, by order id: only those, however many orders there were. */
async function linesOf(collections: ProjectionCollections, orderIds: readonly string[]) {
  const sold = collections.collection<SoldLinesDocument>('sold_lines');
  const byOrder = new Map<string, readonly SoldLine[]>();
  for (let start = 0; start < orderIds.length; start += ORDERS_PER_LOOKUP) {
    const chunk = orderIds.slice(start, start + ORDERS_PER_LOOKUP);
    for (const order of await sold.find({ _id: { $in: chunk } })) byOrder.set(order._id, order.lines);
  }
  return byOrder;
}

/**
 * The 7-day guarantee's claims: all of them, per reason and per plant claimed, with the decisions taken,
 * the money refunded, and the hours from opening to decision.
 */
export const claimsReport: Report<ClaimsRow, OrderEvent> = {
  name: 'claims',
  description:
    'Claims in all, per reason and per plant: decisions, refunded amount, hours to decision (median, p90)',
  projection: projectionOf('report-claims', 1, [claims]),
  standing: projectionOf('report-claims-standing', 1, [soldLines]),
  columns: [
    { header: 'Group', kind: 'text', value: (row) => row.group },
    { header: 'Reason', kind: 'text', value: (row) => row.reason },
    { header: 'Product id', kind: 'text', value: (row) => row.productId },
    { header: 'Product', kind: 'text', value: (row) => row.product },
    { header: 'Size', kind: 'text', value: (row) => row.size },
    { header: 'Claims', kind: 'integer', value: (row) => row.claims },
    { header: 'Units', kind: 'integer', value: (row) => row.units },
    { header: 'Replaced', kind: 'integer', value: (row) => row.replaced },
    { header: 'Refunded', kind: 'integer', value: (row) => row.refunded },
    { header: 'Declined', kind: 'integer', value: (row) => row.declined },
    { header: 'Undecided', kind: 'integer', value: (row) => row.undecided },
    { header: 'Refunded amount (₹)', kind: 'rupees', value: (row) => row.refundedAmount },
    { header: 'Median hours to decision', kind: 'hours', value: (row) => row.medianHours },
    { header: 'P90 hours to decision', kind: 'hours', value: (row) => row.p90Hours },
  ],
  async rows(collections) {
    const opened = await collections.collection<ClaimDocument>('claims').find({});
    const orderIds = [...new Set(opened.map((claim) => claim.orderId))];
    return claimRows(opened, await linesOf(collections, orderIds));
  },
};
