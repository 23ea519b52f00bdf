import { orderNumber } from '@verdant/domain/sales/order-number';
import { RETURN_NOT_FOUND, returnWindowEnd } from '@verdant/domain/sales/order-return-rules';
import { unitsLeft } from '@verdant/domain/sales/order-settlements';
import { notFound } from '@verdant/domain/shared/domain-error';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import type { EventSourcing, ReadModels } from '@verdant/platform';
import { type ReturnView, returnsProjection } from '@verdant/projections/sales/returns';
import { customersOrderOf, orderRecordOf, stepTakers } from './order-as-read';
import { type ReturnState, returnState, returnStoriesOf } from './return-stories';

export const RETURN_STATES = ['requested', 'approved', 'refund_due', 'refunded', 'declined'] as const;
export type ReturnFilter = ReturnState | 'all';

/** The read model's documents in each state the list filters by. */
const FILTERS: Record<ReturnFilter, Record<string, unknown>> = {
  all: {},
  requested: { status: 'requested' },
  approved: { status: 'approved' },
  refund_due: { status: 'received', refundSettled: false },
  refunded: { status: 'received', refundSettled: true },
  declined: { status: 'declined' },
};

/** A refund is overdue once the shop day it was due by has ended. */
const isOverdue = (view: Pick<ReturnView, 'status' | 'refundSettled' | 'refundDueBy'>, today: string) =>
  view.status === 'received' && !view.refundSettled && view.refundDueBy !== null && view.refundDueBy < today;

/** Returns as the back office works through them and as the customer follows them on their order. */
export class ReturnQueries {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Admin > Returns: what waits on the shop first (requests to answer, the oldest first; plants awaiting
   * receipt; refunds due, the soonest due first), then the settled and the declined, latest first.
   */
  async returnsForAdmin({ status }: { status: ReturnFilter }) {
    const returns = await this.readModels.collection<ReturnView>(returnsProjection, 'returns');
    const today = shopDayOf(this.now());
    return (await returns.find(FILTERS[status], { sort: { updatedAt: -1 } }))
      .sort(waitingFirst)
      .map((view) => ({
        id: view._id,
        orderId: view.orderId,
        orderNumber: orderNumber(view.orderId),
        reason: view.reason,
        itemCount: view.itemCount,
        status: returnState(view.status, view.refundSettled),
        requestedAt: view.requestedAt,
        decidedAt: view.decidedAt,
        receivedAt: view.receivedAt,
        refundAmount: view.refundAmount,
        refundDueBy: view.refundDueBy,
        overdue: isOverdue(view, today),
      }));
  }

  /** A return's whole story for the back office: the order, the items, every step and who took it. */
  async returnForAdmin(returnId: string) {
    const returns = await this.readModels.collection<ReturnView>(returnsProjection, 'returns');
    const listed = await returns.findOne({ _id: returnId });
    if (!listed) throw notFound(RETURN_NOT_FOUND);
    const { record, events } = await orderRecordOf(this.eventSourcing, listed.orderId);
    const story = returnStoriesOf(record, events, await stepTakers(this.readModels, events)).find(
      (each) => each.returnId === returnId,
    );
    if (!story) throw notFound(RETURN_NOT_FOUND);
    return {
      ...story,
      orderNumber: orderNumber(record.orderId),
      orderStatus: record.status,
      paymentMethod: record.paymentMethod,
      overdue: story.refund !== null && isOverdue(listed, shopDayOf(this.now())),
    };
  }

  /**
   * The returns of one of the customer's orders, as /order/{id} shows them, each line with how many may
   * still be sent back, and until when (null before delivery, and for a replacement sent free); another
   * customer's order is not found.
   */
  async returnsOfOrder(customerId: string, orderId: string) {
    const order = await customersOrderOf(this.eventSourcing, customerId, orderId);
    const { record, events, plants, deliveredAt } = order;
    return {
      lines: plants.map((plant) => ({ ...plant, returnable: unitsLeft(record, plant) })),
      returnableUntil:
        deliveredAt && record.replacementFor === null ? returnWindowEnd(deliveredAt).toISOString() : null,
      returns: returnStoriesOf(record, events),
    };
  }
}

/** Where a return stands in the shop's work: what it waits on, in the order the shop takes it up. */
function rankOf(view: ReturnView): { rank: number; key: string } {
  switch (returnState(view.status, view.refundSettled)) {
    case 'requested':
      return { rank: 0, key: view.requestedAt };
    case 'approved':
      return { rank: 1, key: view.decidedAt ?? view.requestedAt };
    case 'refund_due':
      return { rank: 2, key: `${view.refundDueBy}|${view.receivedAt}` };
    default:
      return { rank: 3, key: '' };
  }
}

const waitingFirst = (a: ReturnView, b: ReturnView) => {
  const first = rankOf(a);
  const second = rankOf(b);
  if (first.rank !== second.rank) return first.rank - second.rank;
  // The rest keep the read order: latest change first.
  return first.key < second.key ? -1 : first.key > second.key ? 1 : 0;
};
