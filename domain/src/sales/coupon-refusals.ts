import { formatRupees } from '../shared/format-rupees';
import type { Paise } from '../shared/money';
import { longShopDay } from '../shared/shop-calendar';

/** What a shopper is told when a coupon cannot be used, in the shop's words. */
export const COUPON_REFUSALS = {
  blankCode: 'Please enter a coupon code.',
  unknown: 'This coupon code is not valid.',
  inactive: 'This coupon is not active.',
  notStarted: (day: string) => `This coupon can be used from ${longShopDay(day)}.`,
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  alreadyUsed: 'You have already used this coupon.',
  firstPurchaseOnly: 'This coupon is for your first order only.',
  noEligibleLines: 'This coupon does not apply to plants on sale.',
  emptyCart: 'Add plants to your cart to use a coupon.',
  belowMinPurchase: (minimum: Paise, excludesSaleItems: boolean) =>
    excludesSaleItems
      ? `This coupon needs a minimum purchase of ${formatRupees(minimum)} on plants not on sale.`
      : `This coupon needs a minimum purchase of ${formatRupees(minimum)}.`,
} as const;
