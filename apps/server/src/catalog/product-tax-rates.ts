import { rateLabel, ratesInForce } from '@verdant/domain/invoicing/gst-rates';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import type { EventSourcing } from '@verdant/platform';
import { gstRatesOf } from '../invoicing/invoicing-settings';
import type { TaxRatesToday } from './product-form-decider';

/** The rates the shop keeps, and today by India's clock: a product's rate must be one in force today. */
export async function taxRatesToday(eventSourcing: EventSourcing): Promise<TaxRatesToday> {
  return { rates: await gstRatesOf(eventSourcing), day: () => shopDayOf(new Date()) };
}

/** The rates a product's GST rate is chosen from: those in force today, as invoices print them. */
export function gstRateChoices({ rates, day }: TaxRatesToday) {
  return ratesInForce(rates, day()).map(({ code, kind }) => ({ code, label: rateLabel(code), kind }));
}
