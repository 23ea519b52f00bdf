import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type CouponCommand, type CouponEvent, couponDecider } from './coupon';
import { COUPON_REFUSALS } from './coupon-refusals';
import type { CouponTerms } from './coupon-rules';
import { welcomeCreated, welcomeTerms } from './testing/coupons';

const spec = deciderSpecification(couponDecider);

const created = welcomeCreated;
const redeemed = (orderId: string, customerId: string): CouponEvent => ({
  type: 'CouponRedeemed',
  data: { code: 'WELCOME10', orderId, customerId },
});
const released = (orderId: string, customerId: string): CouponEvent => ({
  type: 'CouponRedemptionReleased',
  data: { code: 'WELCOME10', orderId, customerId },
});
/** 15 December 2026, noon in India: inside the coupon's dates. */
const MID_DECEMBER = '2026-12-15T06:30:00.000Z';
const redeem = (orderId: string, customerId: string, at = MID_DECEMBER): CouponCommand => ({
  type: 'RedeemCoupon',
  data: { code: 'WELCOME10', orderId, customerId, at },
});

describe('coupon', () => {
  describe('creating', () => {
    it('records the coupon with its code upper-cased, active', () => {
      spec
        .given([])
        .when({
          type: 'CreateCoupon',
          data: { code: ' welcome10 ', ...welcomeTerms, description: 'Ten percent off your first plants' },
        })
        .thenEvents([created]);
    });

    it('fills the optional figures: min purchase 0, no limits, no dates, no description', () => {
      spec
        .given([])
        .when({
          type: 'CreateCoupon',
          data: { code: 'FLAT100', discountType: 'fixed', discountValue: 10_000, description: '  ' },
        })
        .thenEvents([
          {
            type: 'CouponCreated',
            data: {
              code: 'FLAT100',
              description: null,
              discountType: 'fixed',
              discountValue: 10_000,
              minPurchase: 0,
              maxDiscount: null,
              maxUses: null,
              usesPerCustomer: null,
              firstPurchaseOnly: false,
              excludeSaleItems: false,
              startsOn: null,
              endsOn: null,
              active: true,
            },
          },
        ]);
    });

    it('may create a coupon inactive, to switch on later', () => {
      spec
        .given([])
        .when({ type: 'CreateCoupon', data: { code: 'WELCOME10', ...welcomeTerms, active: false } })
        .thenEvents([{ type: 'CouponCreated', data: { code: 'WELCOME10', ...welcomeTerms, active: false } }]);
    });

    it('refuses a code that is taken, and may take the code of a deleted coupon', () => {
      const create: CouponCommand = { type: 'CreateCoupon', data: { code: 'WELCOME10', ...welcomeTerms } };
      spec.given([created]).when(create).thenRefused('conflict', 'A coupon with this code already exists', {
        code: 'A coupon with this code already exists',
      });
      spec
        .given([created, { type: 'CouponDeleted', data: { code: 'WELCOME10' } }])
        .when(create)
        .thenEvents([created]);
    });

    it('refuses terms that break the form rules, naming the fields', () => {
      spec
        .given([])
        .when({
          type: 'CreateCoupon',
          data: {
            code: 'BAD!',
            ...welcomeTerms,
            discountValue: 150,
            startsOn: '2026-12-31',
            endsOn: '2026-12-01',
          },
        })
        .thenRefused('invalid', 'Code can hold only letters, digits, - and _', {
          code: 'Code can hold only letters, digits, - and _',
        });
      spec
        .given([])
        .when({
          type: 'CreateCoupon',
          data: {
            code: 'BIG',
            ...welcomeTerms,
            discountValue: 150,
            startsOn: '2026-12-31',
            endsOn: '2026-12-01',
          },
        })
        .thenRefused('invalid', 'A percentage must be a whole number from 1 to 100', {
          discountValue: 'A percentage must be a whole number from 1 to 100',
          endsOn: 'Ends on cannot be before Starts on',
        });
    });
  });

  describe('saving, switching on and off, and deleting', () => {
    const save = (overrides: Partial<CouponTerms> & { active?: boolean }): CouponCommand => ({
      type: 'SaveCoupon',
      data: { code: 'WELCOME10', ...welcomeTerms, ...overrides },
    });
    const deactivated: CouponEvent = { type: 'CouponDeactivated', data: { code: 'WELCOME10' } };

    it('records new terms, and nothing when the form is saved unchanged', () => {
      spec
        .given([created])
        .when(save({ maxUses: 100 }))
        .thenEvents([{ type: 'CouponEdited', data: { code: 'WELCOME10', ...welcomeTerms, maxUses: 100 } }]);
      spec
        .given([created])
        .when(save({ active: true }))
        .thenNothingHappens();
    });

    it('switches between active and inactive, with the terms in the same save', () => {
      spec
        .given([created])
        .when(save({ active: false }))
        .thenEvents([deactivated]);
      spec
        .given([created, deactivated])
        .when(save({ active: true, maxUses: 5 }))
        .thenEvents([
          { type: 'CouponEdited', data: { code: 'WELCOME10', ...welcomeTerms, maxUses: 5 } },
          { type: 'CouponActivated', data: { code: 'WELCOME10' } },
        ]);
    });

    it('deletes a coupon, after which it cannot be changed', () => {
      const deleted: CouponEvent = { type: 'CouponDeleted', data: { code: 'WELCOME10' } };
      spec
        .given([created])
        .when({ type: 'DeleteCoupon', data: { code: 'WELCOME10' } })
        .thenEvents([deleted]);
      spec.given([created, deleted]).when(save({})).thenRefused('not_found', 'Coupon not found');
      spec
        .given([])
        .when({ type: 'DeleteCoupon', data: { code: 'WELCOME10' } })
        .thenRefused('not_found', 'Coupon not found');
    });
  });

  describe('redeeming', () => {
    it('claims a use for an order while the coupon is running and has uses left', () => {
      spec
        .given([created])
        .when(redeem('o-1', 'c-1'))
        .thenEvents([redeemed('o-1', 'c-1')]);
    });

    it('holds one use per order: the same order claiming again changes nothing', () => {
      spec
        .given([created, redeemed('o-1', 'c-1')])
        .when(redeem('o-1', 'c-1'))
        .thenNothingHappens();
    });

    it('refuses once every use is taken, and takes a released use again', () => {
      const full = [created, redeemed('o-1', 'c-1'), redeemed('o-2', 'c-2')];
      spec.given(full).when(redeem('o-3', 'c-3')).thenRefused('invalid', COUPON_REFUSALS.usedUp);
      spec
        .given([...full, released('o-1', 'c-1')])
        .when(redeem('o-3', 'c-3'))
        .thenEvents([redeemed('o-3', 'c-3')]);
    });

    it("leaves a customer's own uses to their cart: a claim counts only the coupon's uses", () => {
      spec
        .given([created, redeemed('o-1', 'c-1')])
        .when(redeem('o-2', 'c-1'))
        .thenEvents([redeemed('o-2', 'c-1')]);
    });

    it('refuses before the Starts On day and after the Ends On day, in India Standard Time', () => {
      spec
        .given([created])
        .when(redeem('o-1', 'c-1', '2026-11-30T18:29:59.999Z'))
        .thenRefused('invalid', 'This coupon can be used from 1 December 2026.');
      spec
        .given([created])
        .when(redeem('o-1', 'c-1', '2026-11-30T18:30:00.000Z'))
        .thenEvents([redeemed('o-1', 'c-1')]);
      spec
        .given([created])
        .when(redeem('o-1', 'c-1', '2026-12-31T18:29:59.999Z'))
        .thenEvents([redeemed('o-1', 'c-1')]);
      spec
        .given([created])
        .when(redeem('o-1', 'c-1', '2026-12-31T18:30:00.000Z'))
        .thenRefused('invalid', COUPON_REFUSALS.expired);
    });

    it('refuses an inactive, deleted or unknown coupon', () => {
      spec
        .given([created, { type: 'CouponDeactivated', data: { code: 'WELCOME10' } }])
        .when(redeem('o-1', 'c-1'))
        .thenRefused('invalid', COUPON_REFUSALS.inactive);
      spec
        .given([created, { type: 'CouponDeleted', data: { code: 'WELCOME10' } }])
        .when(redeem('o-1', 'c-1'))
        .thenRefused('not_found', 'Coupon not found');
      spec.given([]).when(redeem('o-1', 'c-1')).thenRefused('not_found', 'Coupon not found');
    });
  });

  describe('releasing', () => {
    const release: CouponCommand = { type: 'ReleaseRedemption', data: { code: 'WELCOME10', orderId: 'o-1' } };

    it("gives back the order's use, once", () => {
      spec
        .given([created, redeemed('o-1', 'c-1')])
        .when(release)
        .thenEvents([released('o-1', 'c-1')]);
      spec
        .given([created, redeemed('o-1', 'c-1'), released('o-1', 'c-1')])
        .when(release)
        .thenNothingHappens();
    });

    it('has nothing to give back for an order without a use, or a coupon deleted or recreated since', () => {
      spec.given([created]).when(release).thenNothingHappens();
      spec
        .given([created, redeemed('o-1', 'c-1'), { type: 'CouponDeleted', data: { code: 'WELCOME10' } }])
        .when(release)
        .thenNothingHappens();
      spec
        .given([
          created,
          redeemed('o-1', 'c-1'),
          { type: 'CouponDeleted', data: { code: 'WELCOME10' } },
          created,
        ])
        .when(release)
        .thenNothingHappens();
    });
  });
});
