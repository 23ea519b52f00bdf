import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { CouponTerms } from '@verdant/domain/sales/coupon-rules';
import { describe, it } from 'vitest';
import { projectionSpecification, recordedAt } from '../testing/projection-specification';
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
const redeemed = (orderId: string): CouponEvent => ({
  type: 'CouponRedeemed',
  data: { code: 'WELCOME10', orderId, customerId: 'c-1' },
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

  it('counts the uses orders hold: redeemed, less released', async () => {
    await spec
      .given([
        created,
        redeemed('o-1'),
        redeemed('o-2'),
        { type: 'CouponRedemptionReleased', data: { code: 'WELCOME10', orderId: 'o-1', customerId: 'c-1' } },
      ])
      .thenReadModel({ coupons: [view({ usedCount: 1 })] });
  });

  it('drops a deleted coupon; its code may name a new one that starts unused', async () => {
    await spec
      .given([created, redeemed('o-1'), { type: 'CouponDeleted', data: { code: 'WELCOME10' } }])
      .thenReadModel({ coupons: [] });
    await spec
      .given([created, redeemed('o-1'), { type: 'CouponDeleted', data: { code: 'WELCOME10' } }, created])
      .thenReadModel({ coupons: [view({ createdAt: recordedAt(3), updatedAt: recordedAt(3) })] });
  });
});
