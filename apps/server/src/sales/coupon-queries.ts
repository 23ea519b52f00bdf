import type { CouponFacts } from '@verdant/domain/sales/coupon-availability';
import { containsIgnoringCase, type ReadModels } from '@verdant/platform';
import { type CouponView, couponsProjection } from '@verdant/projections/sales/coupons';

const couponsReadModel = (readModels: ReadModels) =>
  readModels.collection<CouponView>(couponsProjection, 'coupons');

export const toCoupon = ({
  _id,
  createdAt: _created,
  updatedAt: _updated,
  appliedPosition: _position,
  ...coupon
}: CouponView & { appliedPosition?: number }) => ({
  code: _id,
  ...coupon,
});

/** The shop's coupons: the back office's list and form, and what a coupon check needs. */
export class CouponQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** Admin > Coupons: every coupon, newest first; the search looks in the codes. */
  async couponsForAdmin(search: string) {
    const filter = search ? { _id: containsIgnoringCase(search) } : {};
    const coupons = await (await couponsReadModel(this.readModels)).find(filter, { sort: { createdAt: -1 } });
    return coupons.map(toCoupon);
  }

  /** One coupon for the admin's form, or null. */
  async couponForAdmin(code: string) {
    const coupon = await (await couponsReadModel(this.readModels)).findOne({ _id: code });
    return coupon && toCoupon(coupon);
  }

  /** What the coupon box needs to judge a code against a cart: null when there is no such coupon. */
  async couponFacts(code: string): Promise<CouponFacts | null> {
    const coupon = await (await couponsReadModel(this.readModels)).findOne({ _id: code });
    if (!coupon) return null;
    const { isActive, usedCount, ...terms } = toCoupon(coupon);
    return {
      active: isActive,
      usedCount,
      terms: {
        description: terms.description,
        discountType: terms.discountType,
        discountValue: terms.discountValue,
        minPurchase: terms.minPurchase,
        maxDiscount: terms.maxDiscount,
        maxUses: terms.maxUses,
        usesPerCustomer: terms.usesPerCustomer,
        firstPurchaseOnly: terms.firstPurchaseOnly,
        excludeSaleItems: terms.excludeSaleItems,
        startsOn: terms.startsOn,
        endsOn: terms.endsOn,
      },
    };
  }
}
