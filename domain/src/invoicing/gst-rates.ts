import { z } from 'zod';
import { invalid } from '../shared/domain-error';
import { longShopDay } from '../shared/shop-calendar';

/**
 * How a supply is taxed: at a percentage, nil-rated (taxable at 0 %), or exempt (by notification). Nil-rated
 * and exempt both charge no tax; returns report them apart, so invoices keep the difference.
 */
export const SUPPLY_KINDS = ['taxable', 'nil-rated', 'exempt'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

export const gstRateSchema = z.object({
  /** How a product names its rate: '18', 'nil', 'exempt'. */
  code: z.string().min(1),
  percent: z.number().min(0).max(100),
  kind: z.enum(SUPPLY_KINDS),
});
export type GstRate = z.infer<typeof gstRateSchema>;

/** The rates in force from a day (YYYY-MM-DD, IST) until the next period begins. */
export const gstRatePeriodSchema = z.object({
  from: z.iso.date(),
  rates: z.array(gstRateSchema).min(1),
});
export type GstRatePeriod = z.infer<typeof gstRatePeriodSchema>;

/** The shop keeps the rates as a setting, so a change of slabs is an edit of data, not of code. */
export const gstRateTableSchema = z.array(gstRatePeriodSchema).min(1);
export type GstRateTable = z.infer<typeof gstRateTableSchema>;

const taxable = (percent: number): GstRate => ({ code: String(percent), percent, kind: 'taxable' });
const NIL_RATED: GstRate = { code: 'nil', percent: 0, kind: 'nil-rated' };
const EXEMPT: GstRate = { code: 'exempt', percent: 0, kind: 'exempt' };

/** The slabs for goods since GST began, and since the rationalisation of 22 September 2025. */
export const DEFAULT_GST_RATES: GstRateTable = [
  { from: '2017-07-01', rates: [NIL_RATED, EXEMPT, taxable(5), taxable(12), taxable(18), taxable(28)] },
  { from: '2025-09-22', rates: [NIL_RATED, EXEMPT, taxable(5), taxable(18), taxable(40)] },
];

/** A rate as an invoice prints it: '18%', 'Nil', 'Exempt'. */
export function rateLabel(code: string): string {
  if (code === NIL_RATED.code) return 'Nil';
  if (code === EXEMPT.code) return 'Exempt';
  return `${code}%`;
}

export const rateNotInForce = (code: string, day: string) =>
  `${rateLabel(code)} is not a GST rate in force on ${longShopDay(day)}`;

/** The rates in force on a shop day (YYYY-MM-DD): the latest period begun by then; none before GST. */
export function ratesInForce(table: GstRateTable, day: string): readonly GstRate[] {
  const begun = table.filter((period) => period.from <= day);
  const latest = begun.reduce<GstRatePeriod | null>(
    (found, period) => (found && found.from > period.from ? found : period),
    null,
  );
  return latest?.rates ?? [];
}

/** The rate of this code in force on the day, or a refusal naming the rate and the day. */
export function rateInForce(table: GstRateTable, code: string, day: string): GstRate {
  const rate = ratesInForce(table, day).find((candidate) => candidate.code === code);
  if (!rate) throw invalid(rateNotInForce(code, day), { gstRate: rateNotInForce(code, day) });
  return rate;
}

export const HSN_INVALID = 'An HSN code is 4, 6 or 8 digits';

/** A heading (4 digits), sub-heading (6) or tariff item (8) of the Customs Tariff, spaces allowed. */
export const hsnSchema = z
  .string()
  .transform((hsn) => hsn.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, HSN_INVALID));

/** A product's tax: its HSN code and the code of its rate. */
export const GST_RATE_REQUIRED = 'Please choose the GST rate';
export const productTaxSchema = z.object({
  hsn: z.string({ error: HSN_INVALID }).pipe(hsnSchema),
  gstRate: z.string({ error: GST_RATE_REQUIRED }).min(1, GST_RATE_REQUIRED),
});
export type ProductTax = z.infer<typeof productTaxSchema>;
