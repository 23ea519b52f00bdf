import { conflict, invalid, notFound } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import { type ProductPrices, sellingPrice } from './pricing';
import type { Product, ProductCommand, ProductEvent } from './product';
import { type Variant, variantRules } from './product-rules';

export const VARIANT_NOT_FOUND = 'Variant not found';
export const VARIANT_EXISTS = 'This variant already exists';
/** Variants are sizes and similar options: a handful per product; the cap keeps a runaway script in check. */
export const MAX_VARIANTS = 20;
export const TOO_MANY_VARIANTS = `A product can have at most ${MAX_VARIANTS} variants`;
export const VARIANT_BELOW_ZERO = 'Price adjustment cannot take the price below ₹0';
export const variantNameTaken = (name: string) => `This product already has a variant named ${name}`;

type VariantCommand = Extract<ProductCommand, { type: 'AddVariant' | 'ChangeVariant' | 'RemoveVariant' }>;

/** A product's variants: added, changed and removed one at a time, each with its own id. */
export function decideVariantCommand(command: VariantCommand, product: Product): ProductEvent[] {
  const { productId, variants } = product;
  const { variantId } = command.data;
  const existing = variants.find((variant) => variant.variantId === variantId);
  switch (command.type) {
    case 'AddVariant': {
      if (existing) throw conflict(VARIANT_EXISTS);
      if (variants.length >= MAX_VARIANTS) throw conflict(TOO_MANY_VARIANTS);
      const variant = checkedVariant(command.data, product, variantId);
      return [{ type: 'VariantAdded', data: { productId, variantId, ...variant } }];
    }
    case 'ChangeVariant': {
      if (!existing) throw notFound(VARIANT_NOT_FOUND);
      const variant = checkedVariant(command.data, product, variantId);
      if (variant.name === existing.name && variant.priceAdjustment === existing.priceAdjustment) return [];
      return [{ type: 'VariantChanged', data: { productId, variantId, ...variant } }];
    }
    case 'RemoveVariant':
      if (!existing) throw notFound(VARIANT_NOT_FOUND);
      return [{ type: 'VariantRemoved', data: { productId, variantId } }];
  }
}

// Shoppers pick a variant by its name on a button, so 'Large' and 'large' would look like one choice.
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a variant with this adjustment would cost less than nothing at these prices. */
export const costsBelowZero = (prices: ProductPrices, priceAdjustment: number) =>
  sellingPrice(prices) + priceAdjustment < 0;

/** The variant's rules, plus the two that need the product: distinct names, and no price below ₹0. */
function checkedVariant(input: unknown, product: Product, variantId: string): Variant {
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
