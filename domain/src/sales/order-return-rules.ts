import { z } from 'zod';
import { shopDateText, shopDayOf, startOfShopDay } from '../shared/shop-calendar';
import { claimItemRules, ITEMS_REQUIRED } from './order-claim-rules';

/** Why a customer sends back plants that arrived well. */
export const RETURN_REASONS = ['changed_mind', 'ordered_by_mistake', 'no_longer_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  changed_mind: 'Changed my mind',
  ordered_by_mistake: 'Ordered by mistake',
  no_longer_needed: 'No longer needed',
  other: 'Other',
};

/** Undamaged plants may be sent back within 7 days of delivery. */
export const RETURN_DAYS = 7;
/** A received return is refunded within 10 business days. */
export const REFUND_BUSINESS_DAYS = 10;
const DAY_MS = 24 * 60 * 60_000;

export const returnWindowEnd = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_DAYS * DAY_MS);

/**
 * The shop day (YYYY-MM-DD) `count` business days (Monday to Friday, in India) after the day of `from`: the
 * day by whose end a refund that starts then is due.
 */
export function businessDaysAfter(from: Date, count: number): string {
  let day = startOfShopDay(shopDayOf(from));
  for (let left = count; left > 0; ) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = new Date(`${shopDayOf(day)}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return shopDayOf(day);
}

export const RETURN_NOT_FOUND = 'Return not found';
export const RETURN_REASON_REQUIRED = 'Please choose why you are returning it';
export const RETURN_NOTE_RANGE = 'Please keep the note to 1,000 characters';
export const RETURN_DECIDED_ALREADY = 'This return has already been decided';
export const RETURN_NOT_APPROVED = 'Only an approved return can be received';
export const RETURN_RECEIVED_ALREADY = 'This return has been received already';
export const RETURN_NOT_OWED_BY_HAND = 'This return is not waiting for a refund by hand';
export const LINE_RETURNING_ALREADY = 'This item is already being returned';
export const REPLACEMENT_NOT_RETURNABLE =
  'A replacement order was sent free of charge: it cannot be returned';
export const INSTRUCTIONS_REQUIRED = 'Please tell the customer how to send it back (10 to 1,000 characters)';
export const RETURN_DECLINE_REQUIRED = 'Please tell the customer why (10 to 1,000 characters)';

export const returnsEnded = (endedAt: Date) => `Returns for this order ended on ${shopDateText(endedAt)}.`;
export const moreThanReturnable = (left: number) =>
  left === 0 ? 'Every one of these has been returned or claimed already' : `You can return at most ${left}`;

/** A customer's request to send plants back, as the form sends it. */
export const returnRules = z.object({
  reason: z.enum(RETURN_REASONS, { error: RETURN_REASON_REQUIRED }),
  items: z.array(claimItemRules, { error: ITEMS_REQUIRED }).min(1, ITEMS_REQUIRED),
  note: z
    .string()
    .trim()
    .max(1_000, RETURN_NOTE_RANGE)
    .nullable()
    .default(null)
    .transform((note) => note || null),
});
