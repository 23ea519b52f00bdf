import { conflict, invalid, notFound } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import { sellingPrice } from './pricing';
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

/** The variant's rules, plus the two that need the product: distinct names, and no price below ₹0. */
function checkedVariant(input: unknown, product: Product, variantId: string): Variant {
  const variant = parseOrRefuse(variantRules, input);
  // Shoppers pick a variant by its name on a button, so 'Large' and 'large' would look like one choice.
  const namesake = product.variants.find(
    (other) => other.variantId !== variantId && other.name.toLowerCase() === variant.name.toLowerCase(),
  );
  if (namesake) {
    const message = variantNameTaken(namesake.name);
    throw conflict(message, { name: message });
  }
  if (sellingPrice(product) + variant.priceAdjustment < 0) {
    throw invalid(VARIANT_BELOW_ZERO, { priceAdjustment: VARIANT_BELOW_ZERO });
  }
  return variant;
}
