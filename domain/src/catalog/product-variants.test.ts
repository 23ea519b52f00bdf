import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { PRODUCT_NOT_FOUND, type ProductEvent, productDecider } from './product';
import {
  MAX_VARIANTS,
  refuseInvalidVariants,
  TOO_MANY_VARIANTS,
  VARIANT_BELOW_ZERO,
  VARIANT_EXISTS,
  VARIANT_NOT_FOUND,
  variantListErrors,
  variantNameTaken,
} from './product-variants';
import {
  snakePlantCreated as created,
  largeAdded as large,
  productId,
  smallAdded as small,
  variant,
} from './testing/snake-plant';

const spec = deciderSpecification(productDecider);
const onSale: ProductEvent = {
  type: 'ProductPriced',
  data: { productId, basePrice: 49900, salePrice: 29900 },
};
const largeRemoved: ProductEvent = { type: 'VariantRemoved', data: { productId, variantId: 'v-large' } };

describe('product variants', () => {
  describe('add', () => {
    it('records a variant with its name trimmed and its price adjustment, up or down', () => {
      spec
        .given([created])
        .when({ type: 'AddVariant', data: variant('v-large', ' Large ', 30000) })
        .thenEvents([large]);
      spec
        .given([created, large])
        .when({ type: 'AddVariant', data: variant('v-small', 'Small', -10000) })
        .thenEvents([small]);
    });

    it('adds no price unless told', () => {
      spec
        .given([created])
        .when({ type: 'AddVariant', data: { productId, variantId: 'v-medium', name: 'Medium' } })
        .thenEvents([{ type: 'VariantAdded', data: variant('v-medium', 'Medium', 0) }]);
    });

    it('refuses a name another variant of the product has, whatever its case', () => {
      const message = variantNameTaken('Large');
      spec
        .given([created, large])
        .when({ type: 'AddVariant', data: variant('v-other', 'LARGE', 0) })
        .thenRefused('conflict', message, { name: message });
    });

    it('lets a removed variant’s name be used again', () => {
      spec
        .given([created, large, largeRemoved])
        .when({ type: 'AddVariant', data: variant('v-large-2', 'Large', 35000) })
        .thenEvents([{ type: 'VariantAdded', data: variant('v-large-2', 'Large', 35000) }]);
    });

    it('refuses an adjustment that would take the selling price below ₹0, and allows exactly ₹0', () => {
      spec
        .given([created, onSale])
        .when({ type: 'AddVariant', data: variant('v-tiny', 'Tiny', -29901) })
        .thenRefused('invalid', VARIANT_BELOW_ZERO, { priceAdjustment: VARIANT_BELOW_ZERO });
      spec
        .given([created, onSale])
        .when({ type: 'AddVariant', data: variant('v-tiny', 'Tiny', -29900) })
        .thenEvents([{ type: 'VariantAdded', data: variant('v-tiny', 'Tiny', -29900) }]);
    });

    it('refuses a variant that breaks the rules', () => {
      spec
        .given([created])
        .when({ type: 'AddVariant', data: variant('v-x', ' ', 10.5) })
        .thenRefused('invalid', 'Variant name is required', {
          name: 'Variant name is required',
          priceAdjustment: 'Price adjustment must be a whole number of paise',
        });
    });

    it('refuses an id that is already a variant of the product', () => {
      spec
        .given([created, large])
        .when({ type: 'AddVariant', data: variant('v-large', 'Extra large', 50000) })
        .thenRefused('conflict', VARIANT_EXISTS);
    });

    it(`refuses more than ${MAX_VARIANTS} variants`, () => {
      const full = Array.from(
        { length: MAX_VARIANTS },
        (_, n): ProductEvent => ({ type: 'VariantAdded', data: variant(`v-${n}`, `Size ${n}`, n) }),
      );
      spec
        .given([created, ...full.slice(1)])
        .when({ type: 'AddVariant', data: variant('v-0', 'Size 0', 0) })
        .thenEvents([full[0]!]);
      spec
        .given([created, ...full])
        .when({ type: 'AddVariant', data: variant('v-extra', 'Extra', 0) })
        .thenRefused('conflict', TOO_MANY_VARIANTS);
    });

    it('refuses a variant for a product that does not exist', () => {
      spec
        .given([])
        .when({ type: 'AddVariant', data: variant('v-large', 'Large', 0) })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('change', () => {
    it('records the new name and price adjustment', () => {
      spec
        .given([created, large, small])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'Extra large', 50000) })
        .thenEvents([{ type: 'VariantChanged', data: variant('v-large', 'Extra large', 50000) }]);
    });

    it('records nothing when nothing changed', () => {
      spec
        .given([created, large])
        .when({ type: 'ChangeVariant', data: variant('v-large', ' Large ', 30000) })
        .thenNothingHappens();
      spec
        .given([created, large, { type: 'VariantChanged', data: variant('v-large', 'XL', 45000) }])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'XL', 45000) })
        .thenNothingHappens();
    });

    it('lets a variant change the case of its own name', () => {
      spec
        .given([created, large])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'LARGE', 30000) })
        .thenEvents([{ type: 'VariantChanged', data: variant('v-large', 'LARGE', 30000) }]);
    });

    it("refuses another variant's name", () => {
      const message = variantNameTaken('Small');
      spec
        .given([created, large, small])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'small', 30000) })
        .thenRefused('conflict', message, { name: message });
    });

    it('refuses an adjustment that would take the price below ₹0', () => {
      spec
        .given([created, large])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'Large', -49901) })
        .thenRefused('invalid', VARIANT_BELOW_ZERO, { priceAdjustment: VARIANT_BELOW_ZERO });
    });

    it('refuses a variant the product does not have, or no longer has', () => {
      spec
        .given([created])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'Large', 0) })
        .thenRefused('not_found', VARIANT_NOT_FOUND);
      spec
        .given([created, large, largeRemoved])
        .when({ type: 'ChangeVariant', data: variant('v-large', 'Large', 0) })
        .thenRefused('not_found', VARIANT_NOT_FOUND);
    });
  });

  describe('remove', () => {
    it('records the removal', () => {
      spec
        .given([created, large, small])
        .when({ type: 'RemoveVariant', data: { productId, variantId: 'v-large' } })
        .thenEvents([largeRemoved]);
    });

    it('refuses a variant the product does not have, or no longer has', () => {
      spec
        .given([created, small])
        .when({ type: 'RemoveVariant', data: { productId, variantId: 'v-large' } })
        .thenRefused('not_found', VARIANT_NOT_FOUND);
      spec
        .given([created, large, largeRemoved])
        .when({ type: 'RemoveVariant', data: { productId, variantId: 'v-large' } })
        .thenRefused('not_found', VARIANT_NOT_FOUND);
    });

    it('refuses to remove a variant of a product that does not exist', () => {
      spec
        .given([])
        .when({ type: 'RemoveVariant', data: { productId, variantId: 'v-large' } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });
});

describe('the product form’s list of variants', () => {
  const prices = { basePrice: 49900, salePrice: 29900 };

  it('passes a list that keeps every rule', () => {
    expect(
      variantListErrors(prices, [
        { name: 'Small', priceAdjustment: -29900 },
        { name: 'Large', priceAdjustment: 30000 },
      ]),
    ).toEqual({});
  });

  it('says what is wrong on each row: its own rules, a name used above it, a price below ₹0', () => {
    expect(
      variantListErrors(prices, [
        { name: 'Large', priceAdjustment: 0 },
        { name: 'large', priceAdjustment: -29901 },
        { name: ' ', priceAdjustment: 0 },
      ]),
    ).toEqual({
      'variants.1.name': variantNameTaken('Large'),
      'variants.1.priceAdjustment': VARIANT_BELOW_ZERO,
      'variants.2.name': 'Variant name is required',
    });
  });

  it('leaves the price check out while the prices are unreadable', () => {
    expect(variantListErrors(null, [{ name: 'Tiny', priceAdjustment: -99_999 }])).toEqual({});
  });

  it(`refuses more than ${MAX_VARIANTS} variants`, () => {
    const many = Array.from({ length: MAX_VARIANTS + 1 }, (_, n) => ({
      name: `Size ${n}`,
      priceAdjustment: 0,
    }));
    expect(variantListErrors(prices, many)).toEqual({ variants: TOO_MANY_VARIANTS });
  });

  it('refuses the whole list with its first message and every row’s', () => {
    const refusal = (() => {
      try {
        refuseInvalidVariants(prices, [
          { name: 'Large', priceAdjustment: 0 },
          { name: 'LARGE', priceAdjustment: 0 },
        ]);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: 'invalid',
      message: variantNameTaken('Large'),
      fieldErrors: { 'variants.1.name': variantNameTaken('Large') },
    });
  });
});
