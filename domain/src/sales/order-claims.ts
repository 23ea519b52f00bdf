import { z } from 'zod';
import { conflict, invalid, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import {
  CLAIM_DECIDED_ALREADY,
  CLAIM_NOT_FOUND,
  CLAIM_REASONS,
  type ClaimReason,
  CUSTOMER_ERASED,
  claimRules,
  claimWindowEnd,
  DECLINE_REASON_REQUIRED,
  damageReportEnded,
  guaranteeEnded,
  ITEM_NOT_IN_ORDER,
  LINE_CLAIMED_ALREADY,
  messageRules,
  morePhotosRules,
  moreThanLeftToClaim,
  moreThanReceived,
  NOT_AWAITING_PHOTOS,
  NOT_DELIVERED_YET,
  PHOTO_REQUEST_REQUIRED,
  PHOTOS_ASKED_ALREADY,
} from './order-claim-rules';
import type { PaymentEvent } from './order-payments';
import { gatewayRefund, paidByHand, type SettlingOrder, settlementOf, unitsLeft } from './order-settlements';

const ids = { orderId: z.string().min(1), customerId: z.string().min(1) };
const claimId = z.string().min(1);
const claimedItem = z.object({
  productId: z.string().min(1),
  variantId: z.string().min(1).nullable(),
  quantity: z.number().int().min(1),
});
const photos = z.array(z.string().min(1));
const byCustomer = { dataSubject: (data: { customerId: string }) => data.customerId };

/** The customer reported a problem with delivered plants, in their words and photos (both personal). */
export const ClaimOpened = defineEvent(
  'ClaimOpened',
  z.object({
    ...ids,
    claimId,
    reason: z.enum(CLAIM_REASONS),
    items: z.array(claimedItem).min(1),
    description: personal(z.string()),
    photos: personal(photos),
  }),
  byCustomer,
);
/** The shop asked for more photos: the review clock stops until the customer answers. */
export const ClaimPhotosRequested = defineEvent(
  'ClaimPhotosRequested',
  z.object({ ...ids, claimId, message: z.string() }),
);
/** The customer answered with more photos: the review clock starts again. */
export const ClaimPhotosAdded = defineEvent(
  'ClaimPhotosAdded',
  z.object({ ...ids, claimId, note: personal(z.string().nullable()), photos: personal(photos) }),
  byCustomer,
);
/** The shop declined the claim, with the reason the customer reads. */
export const ClaimDeclined = defineEvent('ClaimDeclined', z.object({ ...ids, claimId, reason: z.string() }));
/** The shop sends the claimed plants again, free, as the order `replacementOrderId`. */
export const ClaimReplaced = defineEvent(
  'ClaimReplaced',
  z.object({ ...ids, claimId, replacementOrderId: z.string().min(1) }),
);
/** The shop gives back what the claimed plants cost: the refund `refundId` follows on the order. */
export const ClaimRefunded = defineEvent(
  'ClaimRefunded',
  z.object({ ...ids, claimId, refundId: z.string().min(1), amount: z.number().int() }),
);

export const claimEvents = [
  ClaimOpened,
  ClaimPhotosRequested,
  ClaimPhotosAdded,
  ClaimDeclined,
  ClaimReplaced,
  ClaimRefunded,
] as const;
export type ClaimEvent = EventsOf<typeof claimEvents>;

export const CLAIM_STATUSES = ['open', 'awaiting_photos', 'declined', 'replaced', 'refunded'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim as the order keeps it: what it is about and where it stands (its words and photos are not kept). */
export interface OrderClaim {
  claimId: string;
  reason: ClaimReason;
  items: readonly z.infer<typeof claimedItem>[];
  status: ClaimStatus;
  /** The free order sent in its place, once replaced. */
  replacementOrderId: string | null;
  /** The money given back, once refunded. */
  refund: { refundId: string; amount: number } | null;
}

export type ClaimCommand =
  | {
      type: 'OpenClaim';
      /** `deliveredAt`: when the order was (last) delivered, from its history; `now`: the moment of asking. */
      data: {
        orderId: string;
        customerId: string;
        claimId: string;
        deliveredAt: Date | null;
        now: Date;
      } & Record<'reason' | 'items' | 'description' | 'photos', unknown>;
    }
  | { type: 'RequestClaimPhotos'; data: { orderId: string; claimId: string; message: unknown } }
  | {
      type: 'AddClaimPhotos';
      data: { orderId: string; customerId: string; claimId: string; note: unknown; photos: unknown };
    }
  | { type: 'DeclineClaim'; data: { orderId: string; claimId: string; reason: unknown } }
  /** Send the claimed plants again, free, as the order `replacementOrderId` (chosen by the caller). */
  | { type: 'ReplaceClaim'; data: { orderId: string; claimId: string; replacementOrderId: string } }
  /** Give back what the claimed plants cost; a cash order's refund is paid by hand first (`manualRefund`). */
  | { type: 'RefundClaim'; data: { orderId: string; claimId: string; manualRefund?: unknown } };

/** The claims still waiting for the shop's decision: the only ones it can act on. */
export const UNDECIDED_CLAIM_STATUSES: readonly ClaimStatus[] = ['open', 'awaiting_photos'];
export const isUndecided = (status: ClaimStatus) => UNDECIDED_CLAIM_STATUSES.includes(status);
const isOpen = (claim: OrderClaim) => isUndecided(claim.status);

/** The claim's items named as they were sold (null names for a line the order no longer has). */
export function namedClaimItems(
  claim: OrderClaim,
  lines: readonly {
    productId: string;
    variantId: string | null;
    productName: string;
    variantName: string | null;
  }[],
) {
  return claim.items.map((item) => {
    const line = lines.find(sameLine(item));
    return { ...item, productName: line?.productName ?? null, variantName: line?.variantName ?? null };
  });
}
const sameLine = (a: { productId: string; variantId: string | null }) => (b: typeof a) =>
  a.productId === b.productId && a.variantId === b.variantId;

type ClaimOrder = Omit<SettlingOrder, 'claims'> & { claims: readonly OrderClaim[] };

export function decideClaim(command: ClaimCommand, order: ClaimOrder): (ClaimEvent | PaymentEvent)[] {
  const { orderId, customerId } = order;
  switch (command.type) {
    case 'OpenClaim': {
      // Another customer's order answers exactly as a missing one: order ids must not be guessable.
      if (command.data.customerId !== customerId) throw notFound('Order not found');
      const input = parseOrRefuse(claimRules, command.data);
      if (order.claims.some((claim) => claim.claimId === command.data.claimId)) return [];
      const { deliveredAt, now } = command.data;
      if (order.status !== 'delivered' || deliveredAt === null) throw invalid(NOT_DELIVERED_YET);
      const endsAt = claimWindowEnd(input.reason, deliveredAt);
      if (now.getTime() > endsAt.getTime()) {
        const ended = input.reason === 'arrived_damaged' ? damageReportEnded : guaranteeEnded;
        throw invalid(ended(endsAt));
      }
      for (const item of input.items) {
        const line = order.lines.find(sameLine(item));
        if (!line) throw invalid(ITEM_NOT_IN_ORDER, { items: ITEM_NOT_IN_ORDER });
        if (order.claims.some((claim) => isOpen(claim) && claim.items.some(sameLine(item)))) {
          throw conflict(LINE_CLAIMED_ALREADY);
        }
        const left = unitsLeft(order, item);
        if (item.quantity > left)
          throw invalid(left === line.quantity ? moreThanReceived(left) : moreThanLeftToClaim(left));
      }
      const { reason, items, description } = input;
      return [
        {
          type: 'ClaimOpened',
          data: {
            orderId,
            customerId,
            claimId: command.data.claimId,
            reason,
            items,
            description,
            photos: input.photos,
          },
        },
      ];
    }
    case 'RequestClaimPhotos': {
      const claim = openClaim(order, command.data.claimId);
      const { message } = parseOrRefuse(
        z.object({ message: messageRules(PHOTO_REQUEST_REQUIRED) }),
        command.data,
      );
      // The customer was told once; until they answer, a second request would tell them nothing new.
      if (claim.status === 'awaiting_photos') throw conflict(PHOTOS_ASKED_ALREADY);
      return [
        { type: 'ClaimPhotosRequested', data: { orderId, customerId, claimId: claim.claimId, message } },
      ];
    }
    case 'AddClaimPhotos': {
      if (command.data.customerId !== customerId) throw notFound(CLAIM_NOT_FOUND);
      const claim = openClaim(order, command.data.claimId);
      const { note, photos } = parseOrRefuse(morePhotosRules, command.data);
      if (claim.status !== 'awaiting_photos') throw invalid(NOT_AWAITING_PHOTOS);
      return [
        { type: 'ClaimPhotosAdded', data: { orderId, customerId, claimId: claim.claimId, note, photos } },
      ];
    }
    case 'DeclineClaim': {
      const claim = openClaim(order, command.data.claimId);
      const { reason } = parseOrRefuse(
        z.object({ reason: messageRules(DECLINE_REASON_REQUIRED) }),
        command.data,
      );
      return [{ type: 'ClaimDeclined', data: { orderId, customerId, claimId: claim.claimId, reason } }];
    }
    case 'ReplaceClaim': {
      const claim = openClaim(order, command.data.claimId);
      // The replacement goes to the customer and the address on the order: erased, there is nowhere to send it.
      if (order.customer === null || order.shippingAddress === null) throw invalid(CUSTOMER_ERASED);
      const { replacementOrderId } = command.data;
      return [
        { type: 'ClaimReplaced', data: { orderId, customerId, claimId: claim.claimId, replacementOrderId } },
      ];
    }
    case 'RefundClaim': {
      const claim = openClaim(order, command.data.claimId);
      const { amount, byHand } = settlementOf(order, claim.items, { withShipping: true });
      const refundId = `refund-${claim.claimId}`;
      const refunded: ClaimEvent = {
        type: 'ClaimRefunded',
        data: { orderId, customerId, claimId: claim.claimId, refundId, amount },
      };
      const refund = byHand
        ? paidByHand(order, { refundId, amount, settles: claim.claimId }, command.data.manualRefund)
        : gatewayRefund(order, amount, claim.claimId);
      return [refunded, refund];
    }
  }
}

/** The claim, still waiting for a decision; a decided one is refused, so that one decision wins. */
function openClaim(order: ClaimOrder, claimId: string): OrderClaim {
  const claim = order.claims.find((candidate) => candidate.claimId === claimId);
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  if (!isOpen(claim)) throw conflict(CLAIM_DECIDED_ALREADY);
  return claim;
}

export function evolveClaims(claims: readonly OrderClaim[], event: ClaimEvent): readonly OrderClaim[] {
  const moved = (status: ClaimStatus) =>
    claims.map((claim) => (claim.claimId === event.data.claimId ? { ...claim, status } : claim));
  switch (event.type) {
    case 'ClaimOpened': {
      const { claimId, reason, items } = event.data;
      return [...claims, { claimId, reason, items, status: 'open', replacementOrderId: null, refund: null }];
    }
    case 'ClaimPhotosRequested':
      return moved('awaiting_photos');
    case 'ClaimPhotosAdded':
      return moved('open');
    case 'ClaimDeclined':
      return moved('declined');
    case 'ClaimReplaced':
      return claims.map((claim) =>
        claim.claimId === event.data.claimId
          ? { ...claim, status: 'replaced', replacementOrderId: event.data.replacementOrderId }
          : claim,
      );
    case 'ClaimRefunded': {
      const { refundId, amount } = event.data;
      return claims.map((claim) =>
        claim.claimId === event.data.claimId
          ? { ...claim, status: 'refunded', refund: { refundId, amount } }
          : claim,
      );
    }
  }
}
