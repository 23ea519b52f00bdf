import { shopDayOf } from '../shared/shop-calendar';

/**
 * India's financial year runs from 1 April to 31 March, in India Standard Time. It is named by the last two
 * digits of the years it spans: '26-27' began at midnight IST on 1 April 2026.
 */
export interface FinancialYear {
  /** '26-27' */
  label: string;
  /** The calendar year of its April: 2026 for '26-27'. */
  startYear: number;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

export function financialYearStarting(startYear: number): FinancialYear {
  return { label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`, startYear };
}

/** The financial year a moment falls in, by the shop day it is in India. */
export function financialYearOf(moment: Date): FinancialYear {
  const [year, month] = shopDayOf(moment).split('-').map(Number) as [number, number];
  return financialYearStarting(month >= 4 ? year : year - 1);
}
