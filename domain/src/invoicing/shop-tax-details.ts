import { z } from 'zod';
import { postalCodeRule, requiredText } from '../identity/account-rules';
import type { Decider } from '../shared/decider';
import { invalid } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { blankAsNull, parseOrRefuse } from '../shared/validation';
import { DEFAULT_GST_RATES, type GstRateTable, gstRateTableSchema } from './gst-rates';
import { GSTIN_INVALID, isValidGstin, normalGstin, stateOfGstin } from './gstin';
import { gstStateOfCode } from './indian-states';

/** The shop's one stream of invoicing settings: its tax details, and when cash orders are invoiced. */
export const INVOICING_SETTINGS_STREAM = 'invoicing-settings';

export const STATE_NOT_OF_GSTIN = (state: string) =>
  `This GSTIN is registered in ${state}: the registered address must be there too`;
export const SHOP_TAX_DETAILS_MISSING =
  "The shop's tax details (legal name, GSTIN, registered address and state) must be set in Settings before an invoice is issued";

/** The supplier's details every tax invoice carries: legal name, GSTIN, and the registered address. */
export const shopTaxDetailsRules = z
  .object({
    legalName: requiredText('Legal name', 200),
    gstin: z
      .string()
      .trim()
      .min(1, 'GSTIN is required')
      .transform(normalGstin)
      .refine(isValidGstin, GSTIN_INVALID),
    addressLine1: requiredText('Address line 1', 200),
    addressLine2: blankAsNull(z.string().trim().max(200, 'Address line 2 must be at most 200 characters')),
    city: requiredText('City', 100),
    stateCode: z
      .string({ error: 'Please choose the state' })
      .refine((code) => gstStateOfCode(code) !== null, 'Please choose the state'),
    postalCode: postalCodeRule,
  })
  .superRefine((details, context) => {
    // A GSTIN is registered in one state: the registered address is in it.
    const registeredIn = stateOfGstin(details.gstin);
    if (registeredIn && registeredIn.code !== details.stateCode)
      context.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: STATE_NOT_OF_GSTIN(registeredIn.name),
      });
  });
export type ShopTaxDetailsInput = z.input<typeof shopTaxDetailsRules>;
export type ShopTaxDetails = z.output<typeof shopTaxDetailsRules>;

/**
 * When an order paid in cash on delivery is invoiced: when it ships, as for every other order (goods are
 * invoiced before or as they leave), or when the courier delivers it and the cash is in.
 */
export const CASH_ON_DELIVERY_INVOICE_TIMINGS = ['shipment', 'delivery'] as const;
export type CashOnDeliveryInvoiceTiming = (typeof CASH_ON_DELIVERY_INVOICE_TIMINGS)[number];

const details = z.object({
  legalName: z.string().min(1),
  gstin: z.string().length(15),
  addressLine1: z.string().min(1),
  addressLine2: z.string().nullable(),
  city: z.string().min(1),
  stateCode: z.string().length(2),
  postalCode: z.string(),
});

/** The tax details the shop's invoices carry from now on; invoices issued before keep theirs. */
export const ShopTaxDetailsSet = defineEvent('ShopTaxDetailsSet', details);
export const CashOnDeliveryInvoiceTimingSet = defineEvent(
  'CashOnDeliveryInvoiceTimingSet',
  z.object({ timing: z.enum(CASH_ON_DELIVERY_INVOICE_TIMINGS) }),
);

/** The GST rates in force, period by period, as the shop keeps them: a change of slabs is a new period. */
export const GstRatesSet = defineEvent('GstRatesSet', z.object({ rates: gstRateTableSchema }));

export const invoicingSettingsEvents = [
  ShopTaxDetailsSet,
  CashOnDeliveryInvoiceTimingSet,
  GstRatesSet,
] as const;
export type InvoicingSettingsEvent = EventsOf<typeof invoicingSettingsEvents>;

export type InvoicingSettingsCommand =
  | { type: 'SetShopTaxDetails'; data: unknown }
  | { type: 'SetCashOnDeliveryInvoiceTiming'; data: { timing: unknown } }
  | { type: 'SetGstRates'; data: { rates: unknown } };

export interface InvoicingSettings {
  /** Null until set: until then the shop issues no invoices. */
  taxDetails: ShopTaxDetails | null;
  cashOnDeliveryInvoicedAt: CashOnDeliveryInvoiceTiming;
  /** The rates products are taxed at, by period: the slabs since GST began until the shop sets its own. */
  gstRates: GstRateTable;
}

export const GST_RATES_INVALID =
  'Each period needs its own start date (YYYY-MM-DD) and each rate a code, a percentage from 0 to 100 and a kind used once in it';

/** A table of periods, each starting on a day of its own, each naming every rate once. */
const gstRatesRules = z.object(
  {
    rates: gstRateTableSchema.refine(
      (periods) =>
        new Set(periods.map((period) => period.from)).size === periods.length &&
        periods.every(
          (period) => new Set(period.rates.map((rate) => rate.code)).size === period.rates.length,
        ),
      GST_RATES_INVALID,
    ),
  },
  { error: GST_RATES_INVALID },
);

const timingRules = z.object({
  timing: z.enum(CASH_ON_DELIVERY_INVOICE_TIMINGS, { error: 'Please choose when cash orders are invoiced' }),
});

const sameDetails = (a: ShopTaxDetails, b: ShopTaxDetails) =>
  (Object.keys(a) as (keyof ShopTaxDetails)[]).every((key) => a[key] === b[key]);

export const invoicingSettingsDecider: Decider<
  InvoicingSettingsCommand,
  InvoicingSettingsEvent,
  InvoicingSettings
> = {
  initialState: () => ({
    taxDetails: null,
    cashOnDeliveryInvoicedAt: 'shipment',
    gstRates: DEFAULT_GST_RATES,
  }),

  decide(command, state) {
    switch (command.type) {
      case 'SetShopTaxDetails': {
        const taxDetails = parseOrRefuse(shopTaxDetailsRules, command.data);
        if (state.taxDetails && sameDetails(state.taxDetails, taxDetails)) return [];
        return [{ type: 'ShopTaxDetailsSet', data: taxDetails }];
      }
      case 'SetCashOnDeliveryInvoiceTiming': {
        const { timing } = parseOrRefuse(timingRules, command.data);
        if (timing === state.cashOnDeliveryInvoicedAt) return [];
        return [{ type: 'CashOnDeliveryInvoiceTimingSet', data: { timing } }];
      }
      case 'SetGstRates': {
        const parsed = gstRatesRules.safeParse(command.data);
        if (!parsed.success) throw invalid(GST_RATES_INVALID, { rates: GST_RATES_INVALID });
        const rates = [...parsed.data.rates].sort((a, b) => a.from.localeCompare(b.from));
        if (JSON.stringify(rates) === JSON.stringify(state.gstRates)) return [];
        return [{ type: 'GstRatesSet', data: { rates } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ShopTaxDetailsSet':
        return { ...state, taxDetails: event.data };
      case 'CashOnDeliveryInvoiceTimingSet':
        return { ...state, cashOnDeliveryInvoicedAt: event.data.timing };
      case 'GstRatesSet':
        return { ...state, gstRates: event.data.rates };
    }
  },
};

/** The registered address as an invoice prints it, line by line. */
export const registeredAddressLines = (details: ShopTaxDetails): string[] =>
  [details.addressLine1, details.addressLine2, `${details.city} ${details.postalCode}`].filter(
    (line): line is string => line !== null,
  );
