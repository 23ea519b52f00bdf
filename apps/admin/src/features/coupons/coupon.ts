import { formatRupees, type RouterOutputs } from '@verdant/web-kit';

export type Coupon = RouterOutputs['admin']['coupons']['list'][number];

/** '10%', '10% (max ₹300.00)' when the percentage is capped, or the amount a fixed coupon takes off. */
export function discountLabel({
  discountType,
  discountValue,
  maxDiscount,
}: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscount'>): string {
  if (discountType === 'fixed') return formatRupees(discountValue);
  const cap = maxDiscount === null ? '' : ` (max ${formatRupees(maxDiscount)})`;
  return `${discountValue}%${cap}`;
}

/**
 * Uses held by orders against the most the coupon allows: '3 / 100', or '3 / Unlimited' without a limit
 * (a word, where screen readers read the infinity sign unevenly).
 */
export const usageLabel = ({ usedCount, maxUses }: Pick<Coupon, 'usedCount' | 'maxUses'>): string =>
  `${usedCount} / ${maxUses ?? 'Unlimited'}`;
