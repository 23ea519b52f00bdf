import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import { type CouponFacts, couponAvailability } from './coupon-availability';
import {
  type CouponTerms,
  type CouponTermsInput,
  couponCodeRule,
  couponTermsRules,
  DISCOUNT_TYPES,
} from './coupon-rules';

/** A coupon's stream is named by its code, so a code is unique by construction. */
export const couponStreamId = (code: string) => `coupon-${code}`;

export const COUPON_EXISTS = 'A coupon with this code already exists';
export const COUPON_NOT_FOUND = 'Coupon not found';

// Event schemas check the shape only, so events recorded under older rules stay readable.
const code = z.string().min(1);
const termsFields = {
  description: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  minPurchase: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int().nullable(),
  firstPurchaseOnly: z.boolean(),
  excludeSaleItems: z.boolean(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
};
const redemption = { code, orderId: z.string().min(1), customerId: z.string().min(1) };

export const CouponCreated = defineEvent(
  'CouponCreated',
  z.object({ code, ...termsFields, active: z.boolean() }),
);
export const CouponEdited = defineEvent('CouponEdited', z.object({ code, ...termsFields }));
export const CouponActivated = defineEvent('CouponActivated', z.object({ code }));
export const CouponDeactivated = defineEvent('CouponDeactivated', z.object({ code }));
/** The code is free again afterwards: a coupon created with it later starts with no redemptions. */
export const CouponDeleted = defineEvent('CouponDeleted', z.object({ code }));
/**
 * One use of a coupon with a limit on its uses, claimed by an order as it is placed: the claims, decided on
 * this stream one after another, are how the limit holds under any number of parallel checkouts.
 */
export const CouponRedeemed = defineEvent('CouponRedeemed', z.object(redemption));
/** The use given back: the order was cancelled, or never completed. */
export const CouponRedemptionReleased = defineEvent('CouponRedemptionReleased', z.object(redemption));

export const couponEvents = [
  CouponCreated,
  CouponEdited,
  CouponActivated,
  CouponDeactivated,
  CouponDeleted,
  CouponRedeemed,
  CouponRedemptionReleased,
] as const;
export type CouponEvent = EventsOf<typeof couponEvents>;

export interface Redemption {
  orderId: string;
  customerId: string;
}

export interface LiveCoupon {
  status: 'live';
  code: string;
  terms: CouponTerms;
  active: boolean;
  /** The uses held by orders now; a released one is gone. */
  redemptions: readonly Redemption[];
}

export type CouponState = { status: 'absent' } | { status: 'deleted' } | LiveCoupon;

/** The admin's coupon form: its terms and whether it is active (new coupons are, unless unticked). */
type CouponForm = { code: string; active?: boolean } & CouponTermsInput;

export type CouponCommand =
  | { type: 'CreateCoupon'; data: CouponForm }
  | { type: 'SaveCoupon'; data: CouponForm }
  | { type: 'DeleteCoupon'; data: { code: string } }
  /** `at` is when the order is placed: the coupon must be running then. */
  | { type: 'RedeemCoupon'; data: { code: string; orderId: string; customerId: string; at: string } }
  | { type: 'ReleaseRedemption'; data: { code: string; orderId: string } };

const codeOnly = z.object({ code: couponCodeRule });

export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  initialState: () => ({ status: 'absent' }),

  decide(command, coupon) {
    if (command.type === 'CreateCoupon') {
      const { code } = parseOrRefuse(codeOnly, command.data);
      if (coupon.status === 'live') throw conflict(COUPON_EXISTS, { code: COUPON_EXISTS });
      const terms = parseOrRefuse(couponTermsRules, command.data);
      return [{ type: 'CouponCreated', data: { code, ...terms, active: command.data.active ?? true } }];
    }
    if (command.type === 'ReleaseRedemption') {
      if (coupon.status !== 'live') return [];
      const held = coupon.redemptions.find((use) => use.orderId === command.data.orderId);
      return held ? [{ type: 'CouponRedemptionReleased', data: { code: coupon.code, ...held } }] : [];
    }
    if (coupon.status !== 'live') throw notFound(COUPON_NOT_FOUND);
    return decideForLiveCoupon(command, coupon);
  },

  evolve(coupon, event) {
    switch (event.type) {
      case 'CouponCreated': {
        const { code, active, ...terms } = event.data;
        return { status: 'live', code, terms, active, redemptions: [] };
      }
      case 'CouponDeleted':
        return { status: 'deleted' };
    }
    if (coupon.status !== 'live') return coupon;
    switch (event.type) {
      case 'CouponEdited': {
        const { code: _code, ...terms } = event.data;
        return { ...coupon, terms };
      }
      case 'CouponActivated':
        return { ...coupon, active: true };
      case 'CouponDeactivated':
        return { ...coupon, active: false };
      case 'CouponRedeemed': {
        const { orderId, customerId } = event.data;
        return { ...coupon, redemptions: [...coupon.redemptions, { orderId, customerId }] };
      }
      case 'CouponRedemptionReleased':
        return {
          ...coupon,
          redemptions: coupon.redemptions.filter((use) => use.orderId !== event.data.orderId),
        };
    }
  },
};

function decideForLiveCoupon(
  command: Exclude<CouponCommand, { type: 'CreateCoupon' | 'ReleaseRedemption' }>,
  coupon: LiveCoupon,
): CouponEvent[] {
  const { code } = coupon;
  switch (command.type) {
    case 'SaveCoupon': {
      const terms = parseOrRefuse(couponTermsRules, command.data);
      const active = command.data.active ?? coupon.active;
      const events: CouponEvent[] = [];
      if (!sameTerms(coupon.terms, terms)) events.push({ type: 'CouponEdited', data: { code, ...terms } });
      if (active !== coupon.active) {
        events.push({ type: active ? 'CouponActivated' : 'CouponDeactivated', data: { code } });
      }
      return events;
    }
    case 'DeleteCoupon':
      return [{ type: 'CouponDeleted', data: { code } }];
    case 'RedeemCoupon': {
      const { orderId, customerId, at } = command.data;
      // The same order claiming again (a retried placement) holds the one use it has.
      if (coupon.redemptions.some((use) => use.orderId === orderId)) return [];
      // A customer's own uses are counted on their cart, where each of their checkouts is decided.
      const refusal = couponAvailability(factsOf(coupon), null, new Date(at));
      if (refusal) throw invalid(refusal);
      return [{ type: 'CouponRedeemed', data: { code, orderId, customerId } }];
    }
  }
}

function sameTerms(current: CouponTerms, next: CouponTerms): boolean {
  return (Object.keys(next) as (keyof CouponTerms)[]).every((field) => current[field] === next[field]);
}

/** The coupon as the availability rules read it; null when there is no such coupon now. */
export function factsOf(coupon: CouponState): CouponFacts | null {
  if (coupon.status !== 'live') return null;
  return { terms: coupon.terms, active: coupon.active, usedCount: coupon.redemptions.length };
}
