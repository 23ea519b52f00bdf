import { invalid } from '../shared/domain-error';
import type { Paise } from '../shared/money';
import type { GstRate } from './gst-rates';

/** Within one state (or union territory) the tax is halved into CGST and SGST/UTGST; between states it is IGST. */
export type SupplyType = 'intra-state' | 'inter-state';

/** An amount inclusive of tax, told apart into its taxable value and the tax in it. */
export interface TaxedAmount {
  /** What the customer pays for it: taxable value plus every tax, to the paisa. */
  amount: Paise;
  taxableValue: Paise;
  cgst: Paise;
  /** SGST, or UTGST in a union territory without a legislature. */
  stateTax: Paise;
  igst: Paise;
}

export const DISCOUNT_TOO_LARGE = 'The discount is more than the goods it is taken off';

/**
 * A total shared out in proportion to the weights, in whole paise that add up to it exactly: each part is
 * rounded down, and the paise left over go one each to the largest remainders (the earlier line on a tie).
 */
export function spreadInProportion(total: Paise, weights: readonly Paise[]): Paise[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n) return weights.map(() => 0);
  // Products of two amounts outgrow a double's exact integers: they are worked in BigInt.
  const shares = weights.map((weight, index) => {
    const exact = BigInt(total) * BigInt(weight);
    return { index, part: Number(exact / sum), remainder: exact % sum };
  });
  let left = total - shares.reduce((a, share) => a + share.part, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.part += 1;
    left -= 1;
  }
  return shares.map((share) => share.part);
}

/**
 * The taxable value in an amount that includes tax at the rate: amount × 100 / (100 + rate), rounded to the
 * nearest paisa (half a paisa up). Worked in hundredths of a percent, so 0.25 % and 1.5 % stay whole numbers.
 */
export function taxableValueOf(amount: Paise, rate: GstRate): Paise {
  const basisPoints = Math.round(rate.percent * 100);
  const numerator = amount * 10_000;
  const denominator = 10_000 + basisPoints;
  if (!Number.isSafeInteger(numerator * 2 + denominator)) throw new RangeError(`Amount too large: ${amount}`);
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/**
 * The tax of one line, heads and all. The tax is what the amount holds beyond its taxable value, so the two
 * always add up to the amount; within a state CGST takes the odd paisa of the halves.
 */
export function taxOf(amount: Paise, rate: GstRate, supply: SupplyType): TaxedAmount {
  const taxableValue = taxableValueOf(amount, rate);
  return { amount, taxableValue, ...headsOf(amount - taxableValue, supply) };
}

/** A tax amount under its heads: IGST whole between states, halves within one (CGST the larger by a paisa). */
export function headsOf(tax: Paise, supply: SupplyType): Pick<TaxedAmount, 'cgst' | 'stateTax' | 'igst'> {
  if (supply === 'inter-state') return { cgst: 0, stateTax: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { cgst, stateTax: tax - cgst, igst: 0 };
}

/** A line as sold: its amount inclusive of tax (price × quantity) and its rate. */
export interface SoldLine {
  amount: Paise;
  rate: GstRate;
}

export interface TaxedLine extends TaxedAmount {
  rate: GstRate;
  /** The line's amount before the discount, and its share of the discount. */
  grossAmount: Paise;
  discount: Paise;
}

export interface TaxSplit {
  lines: TaxedLine[];
  /** Shipping, taxed at the rate of the principal supply (the line at that index); null when free. */
  shipping: (TaxedAmount & { rate: GstRate; principalLine: number }) | null;
  totals: TaxedAmount;
}

/**
 * An order's tax, line by line. The discount is spread over the goods in proportion to their amounts; each
 * line's tax is worked out on what is left of it. Shipping is part of a composite supply of goods, so it is
 * taxed at the rate of the principal supply: the line that counts for most after the discount.
 */
export function splitTax(order: {
  lines: readonly SoldLine[];
  discount: Paise;
  shipping: Paise;
  supply: SupplyType;
}): TaxSplit {
  const { supply } = order;
  const goods = order.lines.reduce((sum, line) => sum + line.amount, 0);
  if (order.discount > goods) throw invalid(DISCOUNT_TOO_LARGE);
  const discounts = spreadInProportion(
    order.discount,
    order.lines.map((line) => line.amount),
  );
  const lines = order.lines.map((line, index) => {
    const discount = discounts[index]!;
    const taxed = taxOf(line.amount - discount, line.rate, supply);
    return { ...taxed, rate: line.rate, grossAmount: line.amount, discount };
  });
  const principal = principalSupply(lines);
  const shipping =
    order.shipping > 0 && principal !== null
      ? {
          ...taxOf(order.shipping, lines[principal]!.rate, supply),
          rate: lines[principal]!.rate,
          principalLine: principal,
        }
      : null;
  return { lines, shipping, totals: sumOf([...lines, ...(shipping ? [shipping] : [])]) };
}

/** The line that gives the order its character: the largest after discount, the higher rate on a tie. */
function principalSupply(lines: readonly TaxedLine[]): number | null {
  let principal: number | null = null;
  for (const [index, line] of lines.entries()) {
    const best = principal === null ? null : lines[principal]!;
    const larger = !best || line.amount > best.amount;
    const asLargeButHigher = best && line.amount === best.amount && line.rate.percent > best.rate.percent;
    if (larger || asLargeButHigher) principal = index;
  }
  return principal;
}

export function sumOf(amounts: readonly TaxedAmount[]): TaxedAmount {
  const total = (pick: (amount: TaxedAmount) => Paise) => amounts.reduce((sum, a) => sum + pick(a), 0);
  return {
    amount: total((a) => a.amount),
    taxableValue: total((a) => a.taxableValue),
    cgst: total((a) => a.cgst),
    stateTax: total((a) => a.stateTax),
    igst: total((a) => a.igst),
  };
}
