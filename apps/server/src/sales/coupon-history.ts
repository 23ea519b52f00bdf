import { type CouponEvent, couponStreamId } from '@verdant/domain/sales/coupon';
import { invalid, notFound } from '@verdant/domain/shared/domain-error';
import { type EventSourcing, type ProjectedEvent, stateAt, streamEvents } from '@verdant/platform';
import { evolveCouponView } from '@verdant/projections/sales/coupons';
import { toCoupon } from './coupon-queries';

export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_NOT_THEN = 'This coupon did not exist at that moment';

const TERMS_EVENTS = new Set([
  'CouponCreated',
  'CouponEdited',
  'CouponActivated',
  'CouponDeactivated',
  'CouponDeleted',
]);
type TermsEvent = Extract<
  CouponEvent,
  { type: 'CouponCreated' | 'CouponEdited' | 'CouponActivated' | 'CouponDeactivated' | 'CouponDeleted' }
>;
const isTermsEvent = (event: ProjectedEvent<CouponEvent>): event is ProjectedEvent<TermsEvent> =>
  TERMS_EVENTS.has(event.type);

/** Coupons as they stood at past moments, folded from their streams. */
export class CouponHistory {
  constructor(private readonly eventSourcing: EventSourcing) {}

  /**
   * The coupon's terms and whether it was on at a past moment, folded from its stream. Its uses are counted
   * from orders, which are not on its stream, so the past view gives no use count.
   */
  async couponAsOf(code: string, moment: Date) {
    const events = await streamEvents<CouponEvent>(this.eventSourcing, couponStreamId(code));
    if (events.length === 0) throw notFound(COUPON_NOT_FOUND);
    const coupon = stateAt(events.filter(isTermsEvent), moment, evolveCouponView);
    if (!coupon) throw invalid(COUPON_NOT_THEN);
    return { ...toCoupon(coupon), usedCount: null };
  }
}
