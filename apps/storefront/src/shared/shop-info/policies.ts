import { SHIPPING } from '@verdant/domain/shopping/shipping';
import { formatRupees } from '@verdant/web-kit';

/**
 * The shop's one shipping setting, the very one the server charges by: the pages that talk
 * about shipping can never disagree with the cart.
 */
export const freeShippingFrom = formatRupees(SHIPPING.freeFrom);
export const shippingFee = formatRupees(SHIPPING.fee);

/** The shop's service promises (processing, delivery, returns, guarantee), in the words the pages use. */
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
