import {
  type CouponTerms,
  couponFormRules,
  couponTermsRules,
  type DiscountType,
} from '@verdant/domain/sales/coupon-rules';
import { fieldErrorsFromIssues } from '@verdant/domain/shared/field-errors';
import { paiseToRupees, rupeesToPaise } from '@verdant/domain/shared/money';
import type { CheckedForm, ShopForm } from '@verdant/web-kit';
import type { Coupon } from './coupon';

/** What the form holds: figures as typed, amounts in rupees; a blank optional figure means no limit. */
export interface CouponFormValues {
  code: string;
  description: string;
  discountType: DiscountType;
  /** A whole percent, or the rupees a fixed coupon takes off. */
  discountValue: string;
  minPurchase: string;
  maxDiscount: string;
  maxUses: string;
  usesPerCustomer: string;
  firstPurchaseOnly: boolean;
  excludeSaleItems: boolean;
  /** Days in India Standard Time, as a date input gives them (YYYY-MM-DD); blank for no bound. */
  startsOn: string;
  endsOn: string;
  active: boolean;
}

/** What the server takes: amounts in paise, absent limits as null. */
export type CouponSubmission = CouponTerms & { code: string; active: boolean };

export type CouponForm = ShopForm<CouponFormValues, CouponSubmission>;

type FieldErrors = Record<string, string>;

const figure = (value: number | null) => (value === null ? '' : String(value));
const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupees(paise));

/** A new coupon takes a percentage off, with no minimum purchase, and is active; an edit starts from the coupon. */
export function couponFormValues(coupon?: Coupon): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discountType: coupon?.discountType ?? 'percentage',
    discountValue: !coupon
      ? ''
      : coupon.discountType === 'fixed'
        ? paiseToRupees(coupon.discountValue)
        : String(coupon.discountValue),
    minPurchase: coupon ? paiseToRupees(coupon.minPurchase) : '0',
    maxDiscount: rupees(coupon?.maxDiscount ?? null),
    maxUses: figure(coupon?.maxUses ?? null),
    usesPerCustomer: figure(coupon?.usesPerCustomer ?? null),
    firstPurchaseOnly: coupon?.firstPurchaseOnly ?? false,
    excludeSaleItems: coupon?.excludeSaleItems ?? false,
    startsOn: coupon?.startsOn ?? '',
    endsOn: coupon?.endsOn ?? '',
    active: coupon?.isActive ?? true,
  };
}

/** Rupees typed in an amount field as paise; blank is none, and an unreadable amount gets its message. */
function readPaise(text: string, field: string, errors: FieldErrors): number | null {
  if (text.trim() === '') return null;
  try {
    return rupeesToPaise(text);
  } catch (error) {
    errors[field] = error instanceof RangeError ? error.message : String(error);
    return null;
  }
}

/** A count or a percent as typed; blank is none, anything else a number for the rules to judge. */
const readNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The domain's own rules, so the form says exactly what the server would, before anything is sent. */
export function checkCouponForm(values: CouponFormValues): CheckedForm<CouponSubmission> {
  const errors: FieldErrors = {};
  const percentage = values.discountType === 'percentage';
  const terms = {
    discountType: values.discountType,
    discountValue: percentage
      ? readNumber(values.discountValue)
      : readPaise(values.discountValue, 'discountValue', errors),
    startsOn: values.startsOn,
    endsOn: values.endsOn,
  };
  const parsed = couponFormRules.safeParse({
    ...terms,
    code: values.code,
    description: values.description,
    minPurchase: readPaise(values.minPurchase, 'minPurchase', errors),
    // Only a percentage is capped: a fixed coupon takes off its amount.
    maxDiscount: percentage ? readPaise(values.maxDiscount, 'maxDiscount', errors) : null,
    maxUses: readNumber(values.maxUses),
    usesPerCustomer: readNumber(values.usesPerCustomer),
    firstPurchaseOnly: values.firstPurchaseOnly,
    excludeSaleItems: values.excludeSaleItems,
    active: values.active,
  });
  if (!parsed.success) {
    Object.assign(errors, { ...fieldErrorsFromIssues(parsed.error.issues), ...errors });
    // zod skips the rules across fields (a percentage's range, the dates' order) while any field fails:
    // judging those fields alone says everything wrong in one go.
    const alone = couponTermsRules.safeParse(terms);
    if (!alone.success) {
      for (const [field, message] of Object.entries(fieldErrorsFromIssues(alone.error.issues))) {
        errors[field] ??= message;
      }
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
