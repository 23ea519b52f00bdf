import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { CouponTerms } from '@verdant/domain/sales/coupon-rules';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import { documentProjection } from '../document-projection';

/** A coupon as the admin's Coupons screen and the shoppers' coupon box read it; the `_id` is its code. */
export interface CouponView extends StoredDocument, CouponTerms {
  isActive: boolean;
  /** Uses held by orders now: redeemed, less released. */
  usedCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Every coupon that exists; a deleted one is gone, and its code may name a new coupon. */
export const couponsProjection = documentProjection<CouponEvent, CouponView>({
  name: 'coupons',
  version: 1,
  collection: 'coupons',
  indexes: [{ keys: { createdAt: -1 } }],
  handles: [
    'CouponCreated',
    'CouponEdited',
    'CouponActivated',
    'CouponDeactivated',
    'CouponDeleted',
    'CouponRedeemed',
    'CouponRedemptionReleased',
  ],
  documentId: (event) => event.data.code,
  evolve(coupon, event) {
    const at = event.metadata.at;
    if (event.type === 'CouponCreated') {
      const { code, active, ...terms } = event.data;
      return { _id: code, ...terms, isActive: active, usedCount: 0, createdAt: at, updatedAt: at };
    }
    if (!coupon) return null;
    switch (event.type) {
      case 'CouponEdited': {
        const { code: _code, ...terms } = event.data;
        return { ...coupon, ...terms, updatedAt: at };
      }
      case 'CouponActivated':
        return { ...coupon, isActive: true, updatedAt: at };
      case 'CouponDeactivated':
        return { ...coupon, isActive: false, updatedAt: at };
      case 'CouponDeleted':
        return null;
      case 'CouponRedeemed':
        return { ...coupon, usedCount: coupon.usedCount + 1 };
      case 'CouponRedemptionReleased':
        return { ...coupon, usedCount: coupon.usedCount - 1 };
    }
  },
});
