import type { OrderEvent } from '@verdant/domain/sales/order';
import {
  CLAIM_NOT_FOUND,
  CLAIM_REASONS,
  type ClaimReason,
  claimWindowEnd,
} from '@verdant/domain/sales/order-claim-rules';
import { type ClaimStatus, isUndecided, namedClaimItems } from '@verdant/domain/sales/order-claims';
import { orderNumber } from '@verdant/domain/sales/order-number';
import type { OrderRecord } from '@verdant/domain/sales/order-record';
import { type SettledItem, settlementOf } from '@verdant/domain/sales/order-settlements';
import { DomainError, notFound } from '@verdant/domain/shared/domain-error';
import type { EventSourcing, ProjectedEvent, ReadModels } from '@verdant/platform';
import { type ClaimView, claimsProjection } from '@verdant/projections/sales/claims';
import { CLAIM_NOT_OPENED_THEN, claimAt } from './claim-history';
import { customersOrderOf, orderRecordOf, stepTakers } from './order-as-read';

export interface ClaimFilter {
  status: ClaimStatus | 'all';
  reason: ClaimReason | 'all';
}

/** Where a stored claim photo is served (to its owner and the back office only). */
export const claimPhotoUrl = (name: string) => `/claim-photos/${name}`;

/** One step of a claim as both sides read it: what was done, when, in whose words; `by` for the back office. */
export type ClaimStep = { at: string; by?: string } & (
  | { kind: 'opened'; description: string | null; photos: string[] }
  | { kind: 'photos_requested'; message: string }
  | { kind: 'photos_added'; note: string | null; photos: string[] }
  | { kind: 'declined'; reason: string }
  | { kind: 'replaced'; replacementOrderId: string; replacementOrderNumber: string }
  | { kind: 'refunded'; amount: number }
);

/** Claims as the back office reviews them and as the customer follows them on their order. */
export class ClaimQueries {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Admin > Claims: the open ones first, the one due soonest first; then the decided, latest first. */
  async claimsForAdmin({ status, reason }: ClaimFilter) {
    const filter: Record<string, unknown> = {};
    if (status !== 'all') filter.status = status;
    if (reason !== 'all') filter.reason = reason;
    const claims = await this.readModels.collection<ClaimView>(claimsProjection, 'claims');
    const now = this.now().getTime();
    return (await claims.find(filter, { sort: { openedAt: -1 } })).sort(openFirst).map((claim) => ({
      id: claim._id,
      orderId: claim.orderId,
      orderNumber: orderNumber(claim.orderId),
      reason: claim.reason,
      itemCount: claim.itemCount,
      status: claim.status,
      openedAt: claim.openedAt,
      reviewDueAt: claim.reviewDueAt,
      overdue: claim.reviewDueAt !== null && Date.parse(claim.reviewDueAt) < now,
      decidedAt: claim.decidedAt,
    }));
  }

  /**
   * A claim's whole story for the back office: the order, the items, every step in the customer's words.
   * With `at`, as it stood then: only the events recorded at or before it count.
   */
  async claimForAdmin(claimId: string, at?: Date) {
    const claims = await this.readModels.collection<ClaimView>(claimsProjection, 'claims');
    const listed = await claims.findOne({ _id: claimId });
    if (!listed) throw notFound(CLAIM_NOT_FOUND);
    const current = await orderRecordOf(this.eventSourcing, listed.orderId);
    const then = at ? claimAt(current.events, claimId, at) : null;
    if (at && !then) throw notFound(CLAIM_NOT_OPENED_THEN);
    const { record, events } = then ?? current;
    const story = storiesOf(record, events, await stepTakers(this.readModels, events)).find(
      (claim) => claim.claimId === claimId,
    );
    if (!story) throw notFound(CLAIM_NOT_FOUND);
    return {
      ...story,
      orderNumber: orderNumber(record.orderId),
      orderStatus: record.status,
      paymentMethod: record.paymentMethod,
      replacementFor: record.replacementFor && {
        ...record.replacementFor,
        orderNumber: orderNumber(record.replacementFor.orderId),
      },
      refundOffer: isUndecided(story.status) ? refundOfferOf(record, story.items) : null,
      /** When the review falls due (as it stood then, for a past moment); null while waiting or decided. */
      reviewDueAt: then ? then.view.reviewDueAt : listed.reviewDueAt,
    };
  }

  /**
   * The claims on one of the customer's orders, as /order/{id} shows them, and until when each kind of
   * problem may be reported (null before delivery); another customer's order is not found.
   */
  async claimsOfOrder(customerId: string, orderId: string) {
    const order = await customersOrderOf(this.eventSourcing, customerId, orderId);
    const { record, events, plants, deliveredAt } = order;
    return {
      lines: plants,
      reportableUntil:
        deliveredAt &&
        (Object.fromEntries(
          CLAIM_REASONS.map((reason) => [reason, claimWindowEnd(reason, deliveredAt).toISOString()]),
        ) as Record<ClaimReason, string>),
      claims: storiesOf(record, events),
    };
  }
}

/**
 * What refunding an undecided claim would give back, and how (through the gateway, or by hand for cash);
 * or why it cannot be refunded, in the words the decision would be refused with.
 */
function refundOfferOf(record: OrderRecord, items: readonly SettledItem[]) {
  try {
    return { ...settlementOf(record, items, { withShipping: true }), refusal: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { amount: 0, byHand: false, refusal: error.message };
  }
}

const openFirst = (a: ClaimView, b: ClaimView) => {
  const aOpen = isUndecided(a.status);
  const bOpen = isUndecided(b.status);
  if (aOpen !== bOpen) return aOpen ? -1 : 1;
  // Waiting for the customer comes after those waiting for the shop.
  if (aOpen && a.reviewDueAt !== b.reviewDueAt) {
    if (a.reviewDueAt === null) return 1;
    if (b.reviewDueAt === null) return -1;
    return a.reviewDueAt < b.reviewDueAt ? -1 : 1;
  }
  return 0;
};

/**
 * Each claim of the order with its items named as they were sold, and its steps in order; with `byWhom`,
 * each step says who took it.
 */
function storiesOf(
  record: OrderRecord,
  events: readonly ProjectedEvent<OrderEvent>[],
  byWhom?: (event: ProjectedEvent<OrderEvent>) => string,
) {
  return record.claims.map((claim) => {
    const steps: ClaimStep[] = [];
    for (const event of events) {
      if (!('claimId' in event.data) || event.data.claimId !== claim.claimId) continue;
      const at = event.metadata.at;
      const by = byWhom ? { by: byWhom(event) } : {};
      switch (event.type) {
        case 'ClaimOpened':
          steps.push({
            kind: 'opened',
            at,
            ...by,
            description: event.data.description,
            photos: urls(event.data.photos),
          });
          break;
        case 'ClaimPhotosRequested':
          steps.push({ kind: 'photos_requested', at, ...by, message: event.data.message });
          break;
        case 'ClaimPhotosAdded':
          steps.push({
            kind: 'photos_added',
            at,
            ...by,
            note: event.data.note,
            photos: urls(event.data.photos),
          });
          break;
        case 'ClaimDeclined':
          steps.push({ kind: 'declined', at, ...by, reason: event.data.reason });
          break;
        case 'ClaimReplaced': {
          const { replacementOrderId } = event.data;
          const replacementOrderNumber = orderNumber(replacementOrderId);
          steps.push({ kind: 'replaced', at, ...by, replacementOrderId, replacementOrderNumber });
          break;
        }
        case 'ClaimRefunded':
          steps.push({ kind: 'refunded', at, ...by, amount: event.data.amount });
          break;
      }
    }
    return {
      claimId: claim.claimId,
      orderId: record.orderId,
      reason: claim.reason,
      status: claim.status,
      items: namedClaimItems(claim, record.lines),
      steps,
      refund: claimRefundOf(record, claim.claimId),
    };
  });
}

/**
 * How the claim's money went back, once refunded: its amount, its latest try's state, and for cash paid back
 * by hand, the transfer's reference.
 */
function claimRefundOf(record: OrderRecord, claimId: string) {
  const latest = record.payment.refunds.findLast((refund) => refund.settles === claimId);
  if (!latest) return null;
  const byHand = latest.gateway === 'cash';
  return {
    refundId: latest.refundId,
    amount: latest.amount,
    status: latest.status,
    byHand,
    reference: byHand ? latest.gatewayRefundId : null,
  };
}

/** Photo links, none once the customer was erased. */
const urls = (photos: readonly string[] | null) => (photos ?? []).map(claimPhotoUrl);
