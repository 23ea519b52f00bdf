import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { CouponTerms } from '@verdant/domain/sales/coupon-rules';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { documentProjection, type ProjectedEvent, type StoredDocument } from '@verdant/platform';

/** A coupon as the admin's Coupons screen and the shoppers' coupon box read it; the `_id` is its code. */
export interface CouponView extends StoredDocument, CouponTerms {
  isActive: boolean;
  /** Orders placed with the coupon, less the ones cancelled since. */
  usedCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Every coupon that exists; a deleted one is gone, and its code may name a new coupon. */
type Handled =
  | 'CouponCreated'
  | 'CouponEdited'
  | 'CouponActivated'
  | 'CouponDeactivated'
  | 'CouponDeleted'
  | 'OrderPlaced'
  | 'OrderCancelled';

export const couponsProjection = documentProjection<CouponEvent | OrderEvent, CouponView, Handled>({
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
    'OrderPlaced',
    'OrderCancelled',
  ],
  documentId: (event) => {
    if (event.type !== 'OrderPlaced' && event.type !== 'OrderCancelled') return event.data.code;
    return event.data.couponCode === null ? [] : event.data.couponCode;
  },
  evolve: evolveCouponView,
});

/** A coupon after an event of its own stream or of an order that used it; null once deleted. */
export function evolveCouponView(
  coupon: CouponView | null,
  event: ProjectedEvent<Extract<CouponEvent | OrderEvent, { type: Handled }>>,
): CouponView | null {
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
    case 'OrderPlaced':
      return { ...coupon, usedCount: coupon.usedCount + 1 };
    case 'OrderCancelled':
      return { ...coupon, usedCount: coupon.usedCount - 1 };
  }
}
