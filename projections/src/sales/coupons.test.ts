import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { CouponTerms } from '@verdant/domain/sales/coupon-rules';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { type CouponView, couponsProjection } from './coupons';

const spec = projectionSpecification(couponsProjection);
const terms: CouponTerms = {
  description: 'Ten percent off',
  discountType: 'percentage',
  discountValue: 10,
  minPurchase: 50_000,
  maxDiscount: null,
  maxUses: 100,
  usesPerCustomer: 1,
  firstPurchaseOnly: false,
  excludeSaleItems: true,
  startsOn: '2026-12-01',
  endsOn: null,
};
const created: CouponEvent = { type: 'CouponCreated', data: { code: 'WELCOME10', ...terms, active: true } };
const placed = (orderId: string, couponCode: string | null = 'WELCOME10'): OrderEvent => ({
  type: 'OrderPlaced',
  data: { ...ashasOrder, orderId, couponCode },
});
const view = (overrides: Partial<CouponView> = {}): CouponView => ({
  _id: 'WELCOME10',
  ...terms,
  isActive: true,
  usedCount: 0,
  createdAt: recordedAt(0),
  updatedAt: recordedAt(0),
  ...overrides,
});

describe('coupons read model', () => {
  it('lists a created coupon with its terms, active, unused', async () => {
    await spec.given([created]).thenReadModel({ coupons: [view()] });
  });

  it('follows edits and switching on and off', async () => {
    await spec
      .given([
        created,
        { type: 'CouponEdited', data: { code: 'WELCOME10', ...terms, maxUses: 5 } },
        { type: 'CouponDeactivated', data: { code: 'WELCOME10' } },
      ])
      .thenReadModel({ coupons: [view({ maxUses: 5, isActive: false, updatedAt: recordedAt(2) })] });
  });

  it('counts the orders placed with it, less the ones cancelled, and no order without it', async () => {
    await spec
      .given([
        created,
        placed('o-1'),
        placed('o-2'),
        placed('o-3', null),
        {
          type: 'OrderCancelled',
          data: {
            orderId: 'o-1',
            customerId: 'c-asha',
            reason: 'Cancelled by customer',
            cancelledBy: 'customer',
            total: 1,
            couponCode: 'WELCOME10',
          },
        },
      ])
      .thenReadModel({ coupons: [view({ usedCount: 1 })] });
  });

  it('drops a deleted coupon; its code may name a new one that starts unused', async () => {
    await spec
      .given([created, placed('o-1'), { type: 'CouponDeleted', data: { code: 'WELCOME10' } }])
      .thenReadModel({ coupons: [] });
    await spec
      .given([created, placed('o-1'), { type: 'CouponDeleted', data: { code: 'WELCOME10' } }, created])
      .thenReadModel({ coupons: [view({ createdAt: recordedAt(3), updatedAt: recordedAt(3) })] });
  });
});
