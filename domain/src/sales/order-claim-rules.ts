import { z } from 'zod';
import { shopDateText } from '../shared/shop-calendar';

/** What went wrong with a delivered order, as the 7-day guarantee names it. */
export const CLAIM_REASONS = [
  'arrived_damaged',
  'poor_health',
  'wrong_or_missing',
  'not_as_described',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  arrived_damaged: 'Arrived damaged',
  poor_health: 'Poor health within 7 days',
  wrong_or_missing: 'Wrong or missing item',
  not_as_described: 'Not as described',
};

const HOUR_MS = 60 * 60_000;
/** Damage in transit is reported within 48 hours of delivery; everything else within the 7-day guarantee. */
export const DAMAGE_REPORT_HOURS = 48;
export const GUARANTEE_DAYS = 7;

/** The moment the window for a reason closes, counted from the delivery. */
export function claimWindowEnd(reason: ClaimReason, deliveredAt: Date): Date {
  const hours = reason === 'arrived_damaged' ? DAMAGE_REPORT_HOURS : GUARANTEE_DAYS * 24;
  return new Date(deliveredAt.getTime() + hours * HOUR_MS);
}

export const MOST_PHOTOS = 5;
export const DESCRIPTION_RANGE = 'Please describe the problem in 10 to 2,000 characters';
export const PHOTOS_RANGE = `Please add 1 to ${MOST_PHOTOS} photos`;
export const ITEMS_REQUIRED = 'Please choose the items with a problem';
export const REASON_REQUIRED = 'Please choose what happened';
export const NOT_DELIVERED_YET = 'A problem can be reported once the order has been delivered';
export const ITEM_NOT_IN_ORDER = 'This item is not in the order';
export const LINE_CLAIMED_ALREADY = 'This item already has an open claim';
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CLAIM_DECIDED_ALREADY = 'This claim has already been decided';
export const NOT_AWAITING_PHOTOS = 'This claim is not waiting for photos';
export const PHOTOS_ASKED_ALREADY = 'More photos were asked for already: the customer has not answered yet';
export const DECLINE_REASON_REQUIRED = 'Please tell the customer why (10 to 1,000 characters)';
export const PHOTO_REQUEST_REQUIRED = 'Please tell the customer what to photograph (10 to 1,000 characters)';
export const CUSTOMER_ERASED = "The customer's details were erased: there is no one to send a replacement to";

export const guaranteeEnded = (endedAt: Date) =>
  `The 7-day guarantee for this order ended on ${shopDateText(endedAt)}.`;
export const damageReportEnded = (endedAt: Date) =>
  `Damage on arrival is reported within 48 hours of delivery: that time ended on ${shopDateText(endedAt)}.`;
export const moreThanReceived = (received: number) => `You can report at most the ${received} you received`;
export const moreThanLeftToClaim = (left: number) =>
  left === 0
    ? 'Every one of these has been claimed or returned already'
    : `You can report at most ${left}: the others are claimed or returned already`;

/** Names a stored upload: as the file storage hands them out. */
const storedPhoto = z.string().regex(/^[a-z0-9-]+\.(jpg|png|webp|gif|avif)$/, PHOTOS_RANGE);

export const claimItemRules = z.object({
  productId: z.string().min(1),
  variantId: z.string().min(1).nullable(),
  quantity: z.number({ error: ITEMS_REQUIRED }).int(ITEMS_REQUIRED).min(1, ITEMS_REQUIRED),
});

/** A customer's claim as the form sends it; the photos are the stored names of the uploads. */
export const claimRules = z.object({
  reason: z.enum(CLAIM_REASONS, { error: REASON_REQUIRED }),
  items: z.array(claimItemRules, { error: ITEMS_REQUIRED }).min(1, ITEMS_REQUIRED),
  description: z
    .string({ error: DESCRIPTION_RANGE })
    .trim()
    .min(10, DESCRIPTION_RANGE)
    .max(2_000, DESCRIPTION_RANGE),
  photos: z.array(storedPhoto, { error: PHOTOS_RANGE }).min(1, PHOTOS_RANGE).max(MOST_PHOTOS, PHOTOS_RANGE),
});
export type ClaimInput = z.infer<typeof claimRules>;

/** The words an admin sends the customer with a decline or a request for photos. */
export const messageRules = (message: string) =>
  z.string({ error: message }).trim().min(10, message).max(1_000, message);

/** More photos, with an optional word, as the customer answers a request. */
export const morePhotosRules = z.object({
  note: z.string().trim().max(2_000, DESCRIPTION_RANGE).nullable().default(null),
  photos: z.array(storedPhoto, { error: PHOTOS_RANGE }).min(1, PHOTOS_RANGE).max(MOST_PHOTOS, PHOTOS_RANGE),
});
