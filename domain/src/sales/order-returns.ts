/** Returns: undamaged plants sent back within 7 days of delivery, refunded once the shop receives them. */
import { z } from 'zod';
import { conflict, invalid, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import { ITEM_NOT_IN_ORDER, messageRules, NOT_DELIVERED_YET } from './order-claim-rules';
import type { PaymentEvent } from './order-payments';
import {
  businessDaysAfter,
  INSTRUCTIONS_REQUIRED,
  LINE_RETURNING_ALREADY,
  moreThanReturnable,
  REFUND_BUSINESS_DAYS,
  REPLACEMENT_NOT_RETURNABLE,
  RETURN_DECIDED_ALREADY,
  RETURN_DECLINE_REQUIRED,
  RETURN_NOT_APPROVED,
  RETURN_NOT_FOUND,
  RETURN_NOT_OWED_BY_HAND,
  RETURN_REASONS,
  RETURN_RECEIVED_ALREADY,
  type ReturnReason,
  returnRules,
  returnsEnded,
  returnWindowEnd,
} from './order-return-rules';
import { gatewayRefund, paidByHand, type SettlingOrder, settlementOf, unitsLeft } from './order-settlements';

const ids = { orderId: z.string().min(1), customerId: z.string().min(1) };
const returnId = z.string().min(1);
const returnedItem = z.object({
  productId: z.string().min(1),
  variantId: z.string().min(1).nullable(),
  quantity: z.number().int().min(1),
});

/** The customer asked to send plants back, saying why (their note is personal). */
export const ReturnRequested = defineEvent(
  'ReturnRequested',
  z.object({
    ...ids,
    returnId,
    reason: z.enum(RETURN_REASONS),
    items: z.array(returnedItem).min(1),
    note: personal(z.string().nullable()),
  }),
  { dataSubject: (data) => data.customerId },
);
/** The shop agreed to take them back, and told the customer how to send them. */
export const ReturnApproved = defineEvent(
  'ReturnApproved',
  z.object({ ...ids, returnId, instructions: z.string() }),
);
/** The shop declined the return, with the reason the customer reads. */
export const ReturnDeclined = defineEvent(
  'ReturnDeclined',
  z.object({ ...ids, returnId, reason: z.string() }),
);
/**
 * The plants came back: their refund starts, due by the end of the shop day `refundDueBy` (YYYY-MM-DD). `byHand` when the order was paid in cash,
 * so the shop pays it back by UPI or bank transfer and records it; otherwise a gateway refund follows.
 */
export const ReturnReceived = defineEvent(
  'ReturnReceived',
  z.object({
    ...ids,
    returnId,
    refundId: z.string().min(1),
    amount: z.number().int(),
    byHand: z.boolean(),
    refundDueBy: z.string(),
  }),
);

export const returnEvents = [ReturnRequested, ReturnApproved, ReturnDeclined, ReturnReceived] as const;
export type ReturnEvent = EventsOf<typeof returnEvents>;

export type ReturnStatus = 'requested' | 'approved' | 'declined' | 'received';

/** A return as the order keeps it: what goes back, where it stands and the refund it started. */
export interface OrderReturn {
  returnId: string;
  reason: ReturnReason;
  items: readonly z.infer<typeof returnedItem>[];
  status: ReturnStatus;
  refund: { refundId: string; amount: number; byHand: boolean; dueBy: string } | null;
}

export type ReturnCommand =
  | {
      type: 'RequestReturn';
      data: {
        orderId: string;
        customerId: string;
        returnId: string;
        deliveredAt: Date | null;
        now: Date;
      } & Record<'reason' | 'items' | 'note', unknown>;
    }
  | { type: 'ApproveReturn'; data: { orderId: string; returnId: string; instructions: unknown } }
  | { type: 'DeclineReturn'; data: { orderId: string; returnId: string; reason: unknown } }
  | { type: 'ReceiveReturn'; data: { orderId: string; returnId: string; now: Date } }
  /** The admin paid a cash order's return back by hand: how, and the transfer's reference. */
  | { type: 'RecordReturnRefund'; data: { orderId: string; returnId: string; manualRefund: unknown } };

type ReturnOrder = Omit<SettlingOrder, 'returns'> & { returns: readonly OrderReturn[] };

export function decideReturn(command: ReturnCommand, order: ReturnOrder): (ReturnEvent | PaymentEvent)[] {
  const { orderId, customerId } = order;
  switch (command.type) {
    case 'RequestReturn': {
      // Another customer's order answers exactly as a missing one: order ids must not be guessable.
      if (command.data.customerId !== customerId) throw notFound('Order not found');
      const input = parseOrRefuse(returnRules, command.data);
      if (order.returns.some((returned) => returned.returnId === command.data.returnId)) return [];
      if (order.replacementFor !== null) throw invalid(REPLACEMENT_NOT_RETURNABLE);
      const { deliveredAt, now } = command.data;
      if (order.status !== 'delivered' || deliveredAt === null) throw invalid(NOT_DELIVERED_YET);
      const endsAt = returnWindowEnd(deliveredAt);
      if (now.getTime() > endsAt.getTime()) throw invalid(returnsEnded(endsAt));
      for (const item of input.items) {
        if (!order.lines.some(sameLine(item))) throw invalid(ITEM_NOT_IN_ORDER, { items: ITEM_NOT_IN_ORDER });
        if (order.returns.some((returned) => isUnderway(returned) && returned.items.some(sameLine(item))))
          throw conflict(LINE_RETURNING_ALREADY);
        const left = unitsLeft(order, item);
        if (item.quantity > left) throw invalid(moreThanReturnable(left));
      }
      const { reason, items, note } = input;
      return [
        {
          type: 'ReturnRequested',
          data: { orderId, customerId, returnId: command.data.returnId, reason, items, note },
        },
      ];
    }
    case 'ApproveReturn': {
      const requested = undecided(order, command.data.returnId);
      const { instructions } = parseOrRefuse(
        z.object({ instructions: messageRules(INSTRUCTIONS_REQUIRED) }),
        command.data,
      );
      const { returnId } = requested;
      return [{ type: 'ReturnApproved', data: { orderId, customerId, returnId, instructions } }];
    }
    case 'DeclineReturn': {
      const requested = undecided(order, command.data.returnId);
      const { reason } = parseOrRefuse(
        z.object({ reason: messageRules(RETURN_DECLINE_REQUIRED) }),
        command.data,
      );
      return [
        { type: 'ReturnDeclined', data: { orderId, customerId, returnId: requested.returnId, reason } },
      ];
    }
    case 'ReceiveReturn': {
      const returned = returnNamed(order, command.data.returnId);
      if (returned.status === 'received') throw conflict(RETURN_RECEIVED_ALREADY);
      if (returned.status !== 'approved') throw invalid(RETURN_NOT_APPROVED);
      const { amount, byHand } = settlementOf(order, returned.items, { withShipping: false });
      const refundId = `refund-${returned.returnId}`;
      const refundDueBy = businessDaysAfter(command.data.now, REFUND_BUSINESS_DAYS);
      const received: ReturnEvent = {
        type: 'ReturnReceived',
        data: { orderId, customerId, returnId: returned.returnId, refundId, amount, byHand, refundDueBy },
      };
      if (byHand) return [received];
      return [received, gatewayRefund(order, amount, returned.returnId)];
    }
    case 'RecordReturnRefund': {
      const returned = returnNamed(order, command.data.returnId);
      const refund = returned.refund;
      const paid = order.payment.refunds.some((given) => given.settles === returned.returnId);
      if (!refund?.byHand || paid) throw invalid(RETURN_NOT_OWED_BY_HAND);
      const { refundId, amount } = refund;
      return [paidByHand(order, { refundId, amount, settles: returned.returnId }, command.data.manualRefund)];
    }
  }
}

const sameLine = (a: { productId: string; variantId: string | null }) => (b: typeof a) =>
  a.productId === b.productId && a.variantId === b.variantId;

/** A return the shop has not declined: its plants are on their way back, or back. */
export const isUnderway = (returned: OrderReturn) => returned.status !== 'declined';

function returnNamed(order: ReturnOrder, returnId: string): OrderReturn {
  const returned = order.returns.find((candidate) => candidate.returnId === returnId);
  if (!returned) throw notFound(RETURN_NOT_FOUND);
  return returned;
}

/** The return, still waiting for the shop's answer; an answered one is refused, so that one answer wins. */
function undecided(order: ReturnOrder, returnId: string): OrderReturn {
  const returned = returnNamed(order, returnId);
  if (returned.status !== 'requested') throw conflict(RETURN_DECIDED_ALREADY);
  return returned;
}

export function evolveReturns(returns: readonly OrderReturn[], event: ReturnEvent): readonly OrderReturn[] {
  const changed = (change: Partial<OrderReturn>) =>
    returns.map((returned) =>
      returned.returnId === event.data.returnId ? { ...returned, ...change } : returned,
    );
  switch (event.type) {
    case 'ReturnRequested': {
      const { returnId, reason, items } = event.data;
      return [...returns, { returnId, reason, items, status: 'requested', refund: null }];
    }
    case 'ReturnApproved':
      return changed({ status: 'approved' });
    case 'ReturnDeclined':
      return changed({ status: 'declined' });
    case 'ReturnReceived': {
      const { refundId, amount, byHand, refundDueBy } = event.data;
      return changed({ status: 'received', refund: { refundId, amount, byHand, dueBy: refundDueBy } });
    }
  }
}
