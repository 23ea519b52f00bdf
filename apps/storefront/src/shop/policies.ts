import { formatRupees } from '@verdant/web-kit';

/**
 * The shop's shipping setting (DESIGN.md: one setting, free at or above ₹399 subtotal, otherwise ₹99).
 * Every page that talks about shipping reads it from here, so the copy can never disagree with itself.
 * Money is paise.
 */
const shipping = {
  freeFromPaise: 39_900,
  feePaise: 9_900,
} as const;

export const freeShippingFrom = formatRupees(shipping.freeFromPaise);
export const shippingFee = formatRupees(shipping.feePaise);

/** The service promises of SPEC.md section 9, in the words the pages use. */
export const promises = {
  processing: '1-2 business days',
  delivery: {
    metro: '3-5 business days',
    other: '5-7 business days',
    remote: '7-10 business days',
  },
  guaranteeDays: 7,
  claimReview: 'within 24 hours',
  damageReport: 'within 48 hours',
  returnDays: 7,
  refund: '7-10 business days after the returned item is received',
  supportReply: 'within 24 hours',
} as const;
