import { conflict, invalid } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import { type ProductPrices, sellingPrice } from './pricing';
import { type Variant, variantRules } from './product-rules';

export const VARIANT_NOT_FOUND = 'Variant not found';
export const VARIANT_EXISTS = 'This variant already exists';
/** Variants are sizes and similar options: a handful per product; the cap keeps a runaway script in check. */
export const MAX_VARIANTS = 20;
export const TOO_MANY_VARIANTS = `A product can have at most ${MAX_VARIANTS} variants`;
export const VARIANT_BELOW_ZERO = 'Price adjustment cannot take the price below ₹0';
export const variantNameTaken = (name: string) => `This product already has a variant named ${name}`;

export interface ProductVariant {
  variantId: string;
  name: string;
  priceAdjustment: number;
}

/** What the variant rules read of a product: its prices and the variants it has now. */
interface PricedVariants extends ProductPrices {
  readonly variants: readonly ProductVariant[];
}

// Shoppers pick a variant by its name on a button, so 'Large' and 'large' would look like one choice.
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a variant with this adjustment would cost less than nothing at these prices. */
const costsBelowZero = (prices: ProductPrices, priceAdjustment: number) =>
  sellingPrice(prices) + priceAdjustment < 0;

/**
 * One variant as the product would have it, or a refusal: the variant's own rules, plus the two that need
 * the product: distinct names, and no price below ₹0.
 */
export function checkedVariant(input: unknown, product: PricedVariants, variantId: string): Variant {
  const variant = parseOrRefuse(variantRules, input);
  const namesake = product.variants.find(
    (other) => other.variantId !== variantId && sameName(other.name, variant.name),
  );
  if (namesake) {
    const message = variantNameTaken(namesake.name);
    throw conflict(message, { name: message });
  }
  if (costsBelowZero(product, variant.priceAdjustment)) {
    throw invalid(VARIANT_BELOW_ZERO, { priceAdjustment: VARIANT_BELOW_ZERO });
  }
  return variant;
}

/** A new price may not leave a variant costing less than nothing: the unit price is never below ₹0. */
export function refuseVariantsBelowZero(variants: readonly ProductVariant[], prices: ProductPrices): void {
  const belowZero = variants.find((variant) => costsBelowZero(prices, variant.priceAdjustment));
  if (!belowZero) return;
  const message = `At this price the ${belowZero.name} variant would cost less than ₹0`;
  throw invalid(message, { [prices.salePrice === null ? 'basePrice' : 'salePrice']: message });
}

/**
 * The same rules over the product form's whole list of variants, at the form's prices (null while they are
 * unreadable), so a save can be refused before any of it is written. Each message is keyed by its row,
 * `variants.{row}.{field}`, as the form names its fields.
 */
export function variantListErrors(
  prices: ProductPrices | null,
  variants: readonly unknown[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (variants.length > MAX_VARIANTS) errors.variants = TOO_MANY_VARIANTS;
  const earlier: Variant[] = [];
  variants.forEach((input, row) => {
    const parsed = variantRules.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[`variants.${row}.${issue.path.join('.')}`] ??= issue.message;
      return;
    }
    const variant = parsed.data;
    const namesake = earlier.find((other) => sameName(other.name, variant.name));
    if (namesake) errors[`variants.${row}.name`] = variantNameTaken(namesake.name);
    if (prices && costsBelowZero(prices, variant.priceAdjustment)) {
      errors[`variants.${row}.priceAdjustment`] = VARIANT_BELOW_ZERO;
    }
    earlier.push(variant);
  });
  return errors;
}

/** Refuses the form's variants, with every row's messages, unless the whole list keeps the rules. */
export function refuseInvalidVariants(prices: ProductPrices, variants: readonly unknown[]): void {
  const errors = variantListErrors(prices, variants);
  const [first] = Object.values(errors);
  if (first !== undefined) throw invalid(first, errors);
}
