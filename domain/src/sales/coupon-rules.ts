import { z } from 'zod';
import type { Paise } from '../shared/money';
import { blankAsNull } from '../shared/validation';
import { COUPON_REFUSALS } from './coupon-refusals';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The largest amount a coupon's figures may name: ₹10,00,000. */
export const MAX_COUPON_AMOUNT: Paise = 100_000_000;

const CODE = /^[A-Z0-9][A-Z0-9_-]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A code as shoppers type it: trimmed and upper-cased, so 'welcome10' finds WELCOME10. */
export const couponCodeRule = z
  .string()
  .trim()
  .min(1, 'Code is required')
  .max(30, 'Code must be at most 30 characters')
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(CODE, 'Code can hold only letters, digits, - and _'));

/**
 * A code as a shopper enters it in the coupon box: only a blank one is refused as such; any other text is
 * looked up (upper-cased) and, when no coupon has it, answered as an invalid code.
 */
export const couponEntryRule = z
  .string()
  .trim()
  .min(1, COUPON_REFUSALS.blankCode)
  .max(100, COUPON_REFUSALS.unknown)
  .transform((code) => code.toUpperCase());

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const paise = (label: string, min: Paise) =>
  z
    .number({ error: `${label} must be an amount` })
    .int(`${label} must be a whole number of paise`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be more than ₹0`)
    .max(MAX_COUPON_AMOUNT, `${label} is too large`);

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => value ?? null);

/** A day in the shop's calendar (India Standard Time), as YYYY-MM-DD. */
const dayRule = (label: string) =>
  blankAsNull(
    z
      .string()
      .trim()
      .regex(DAY, `${label} must be a date`)
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), `${label} must be a date`),
  );

const termsFields = {
  description: blankAsNull(z.string().trim().max(200, 'Description must be at most 200 characters')),
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Choose percentage or fixed' }),
  discountValue: z.number({ error: 'Discount value is required' }),
  minPurchase: optional(paise('Min purchase', 0)).transform((value) => value ?? 0),
  maxDiscount: optional(paise('Max discount', 1)),
  maxUses: optional(wholeNumber('Max uses', 1, 1_000_000)),
  usesPerCustomer: optional(wholeNumber('Uses per customer', 1, 1_000)),
  firstPurchaseOnly: z.boolean().default(false),
  excludeSaleItems: z.boolean().default(false),
  startsOn: dayRule('Starts on'),
  endsOn: dayRule('Ends on'),
};

type TermsFields = z.output<z.ZodObject<typeof termsFields>>;

function checkTerms(terms: TermsFields, issues: z.RefinementCtx): void {
  const value = terms.discountValue;
  if (terms.discountType === 'percentage' && !(Number.isInteger(value) && value >= 1 && value <= 100)) {
    issues.addIssue({
      code: 'custom',
      path: ['discountValue'],
      message: 'A percentage must be a whole number from 1 to 100',
    });
  }
  if (
    terms.discountType === 'fixed' &&
    !(Number.isInteger(value) && value >= 1 && value <= MAX_COUPON_AMOUNT)
  ) {
    issues.addIssue({
      code: 'custom',
      path: ['discountValue'],
      message: 'A fixed discount must be more than ₹0',
    });
  }
  if (terms.startsOn && terms.endsOn && terms.endsOn < terms.startsOn) {
    issues.addIssue({ code: 'custom', path: ['endsOn'], message: 'Ends on cannot be before Starts on' });
  }
}

/**
 * What a coupon gives and to whom, as the admin form sends it. Amounts are paise; a percentage is a whole
 * number from 1 to 100. Optional limits are null when not set. The coupon is valid from the start of its
 * Starts On day to the end of its Ends On day in India Standard Time.
 */
export const couponTermsRules = z.object(termsFields).superRefine(checkTerms);

/** The admin's coupon form: the code, which names the coupon for good, its terms, and whether it is on. */
export const couponFormRules = z
  .object({ code: couponCodeRule, ...termsFields, active: z.boolean().default(true) })
  .superRefine(checkTerms);

export type CouponTermsInput = z.input<typeof couponTermsRules>;
export type CouponTerms = z.output<typeof couponTermsRules>;
export type CouponFormInput = z.input<typeof couponFormRules>;
