import { PRODUCT_NOT_FOUND } from '@verdant/domain/catalog/product';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import {
  VARIANT_BELOW_ZERO,
  VARIANT_NOT_FOUND,
  variantNameTaken,
} from '@verdant/domain/catalog/product-variants';
import {
  snakePlantCreated as created,
  snakePlantDetails as details,
  largeAdded as large,
  productId,
  smallAdded as small,
  variant,
} from '@verdant/domain/catalog/testing/snake-plant';
import { DEFAULT_GST_RATES, rateNotInForce } from '@verdant/domain/invoicing/gst-rates';
import { deciderSpecification } from '@verdant/domain/shared/testing/decider-specification';
import { describe, it } from 'vitest';
import { type ProductFormData, productFormDecider } from './product-form-decider';

/** New variants are numbered in the order the form adds them: v-new-1, v-new-2, ... */
const formSpec = () => {
  let added = 0;
  return deciderSpecification(
    productFormDecider(() => `v-new-${++added}`, { rates: DEFAULT_GST_RATES, day: () => '2026-11-28' }),
  );
};

const form = {
  name: 'Snake Plant',
  slug: 'snake-plant',
  basePrice: 49900,
} satisfies ProductInput;
const createFrom = (data: Omit<ProductFormData, 'productId'>) =>
  ({ type: 'CreateProductFromForm', data: { productId, ...data } }) as const;
const save = (data: Omit<ProductFormData, 'productId'>) =>
  ({ type: 'SaveProductForm', data: { productId, ...data } }) as const;

describe('the product form', () => {
  describe('a new product', () => {
    it('records the product, then each variant with a new id', () => {
      formSpec()
        .given([])
        .when(
          createFrom({
            product: form,
            variants: [
              { name: 'Small', priceAdjustment: -10000 },
              { name: 'Large', priceAdjustment: 30000 },
            ],
          }),
        )
        .thenEvents([
          created,
          { type: 'VariantAdded', data: variant('v-new-1', 'Small', -10000) },
          { type: 'VariantAdded', data: variant('v-new-2', 'Large', 30000) },
        ]);
    });

    it('refuses the whole form when a variant breaks a rule, naming its row', () => {
      const message = variantNameTaken('Large');
      formSpec()
        .given([])
        .when(
          createFrom({
            product: form,
            variants: [{ name: 'Large' }, { name: 'LARGE' }],
          }),
        )
        .thenRefused('invalid', message, { 'variants.1.name': message });
    });

    it('refuses a product that breaks the rules before judging its variants', () => {
      formSpec()
        .given([])
        .when(createFrom({ product: { ...form, name: ' ' }, variants: [{ name: '' }] }))
        .thenRefused('invalid', 'Name is required', { name: 'Name is required' });
    });

    it('records the product’s tax after it: its HSN code and a GST rate in force today', () => {
      formSpec()
        .given([])
        .when(createFrom({ product: form, variants: [], tax: { hsn: '0602', gstRate: 'exempt' } }))
        .thenEvents([
          created,
          { type: 'ProductTaxSet', data: { productId, hsn: '0602', gstRate: 'exempt' } },
        ]);
    });

    it('refuses the whole form for an HSN code of the wrong length or a rate no longer in force', () => {
      formSpec()
        .given([])
        .when(createFrom({ product: form, variants: [], tax: { hsn: '06021', gstRate: '5' } }))
        .thenRefused('invalid', 'An HSN code is 4, 6 or 8 digits', {
          hsn: 'An HSN code is 4, 6 or 8 digits',
        });
      const message = rateNotInForce('12', '2026-11-28');
      formSpec()
        .given([])
        .when(createFrom({ product: form, variants: [], tax: { hsn: '3924', gstRate: '12' } }))
        .thenRefused('invalid', message, { gstRate: message });
    });
  });

  describe('a save', () => {
    it('records a changed tax alone, and nothing for the tax it has', () => {
      const taxed = { type: 'ProductTaxSet', data: { productId, hsn: '0602', gstRate: 'exempt' } } as const;
      formSpec()
        .given([created, taxed])
        .when(save({ product: form, variants: [], tax: { hsn: '0602', gstRate: 'exempt' } }))
        .thenNothingHappens();
      formSpec()
        .given([created, taxed])
        .when(save({ product: form, variants: [], tax: { hsn: '6912 00', gstRate: '5' } }))
        .thenEvents([{ type: 'ProductTaxSet', data: { productId, hsn: '691200', gstRate: '5' } }]);
    });

    it('records nothing when the form is the product as it is', () => {
      formSpec()
        .given([created, small])
        .when(save({ product: form, variants: [{ id: 'v-small', name: 'Small', priceAdjustment: -10000 }] }))
        .thenNothingHappens();
    });

    it('records each part that changed and only those: details, stock, featuring', () => {
      formSpec()
        .given([created])
        .when(
          save({
            product: { ...form, seoTitle: 'Snake Plant | Verdant', stockStatus: 'low_stock', featured: true },
            variants: [],
          }),
        )
        .thenEvents([
          {
            type: 'ProductDetailsEdited',
            data: { productId, ...details, seoTitle: 'Snake Plant | Verdant', previousSlug: 'snake-plant' },
          },
          { type: 'StockStatusChanged', data: { productId, stockStatus: 'low_stock' } },
          { type: 'ProductFeatured', data: { productId } },
        ]);
    });

    it('unfeatures a featured product the form leaves unfeatured, and archives one the form archives', () => {
      formSpec()
        .given([created, { type: 'ProductFeatured', data: { productId } }])
        .when(save({ product: { ...form, status: 'archived' }, variants: [] }))
        .thenEvents([
          { type: 'ProductStatusChanged', data: { productId, status: 'archived' } },
          { type: 'ProductUnfeatured', data: { productId } },
        ]);
    });

    it('lowers the price after the variants change, so a deeper discount and a lower price save together', () => {
      formSpec()
        .given([created, { type: 'VariantAdded', data: variant('v-small', 'Small', -40000) }])
        .when(
          save({
            product: { ...form, basePrice: 29900 },
            variants: [{ id: 'v-small', name: 'Small', priceAdjustment: -20000 }],
          }),
        )
        .thenEvents([
          { type: 'VariantChanged', data: variant('v-small', 'Small', -20000) },
          { type: 'ProductPriced', data: { productId, basePrice: 29900, salePrice: null } },
        ]);
    });

    it('raises the price before the variants change, so a higher price makes room for a deeper discount', () => {
      formSpec()
        .given([created, { type: 'VariantAdded', data: variant('v-small', 'Small', -40000) }])
        .when(
          save({
            product: { ...form, basePrice: 89900 },
            variants: [{ id: 'v-small', name: 'Small', priceAdjustment: -80000 }],
          }),
        )
        .thenEvents([
          { type: 'ProductPriced', data: { productId, basePrice: 89900, salePrice: null } },
          { type: 'VariantChanged', data: variant('v-small', 'Small', -80000) },
        ]);
    });

    it('removes variants, then changes them, then adds new ones, so a name can move to another variant', () => {
      formSpec()
        .given([created, large, small])
        .when(
          save({
            product: form,
            variants: [
              { id: 'v-small', name: 'Large', priceAdjustment: 30000 },
              { name: 'Small', priceAdjustment: -10000 },
            ],
          }),
        )
        .thenEvents([
          { type: 'VariantRemoved', data: { productId, variantId: 'v-large' } },
          { type: 'VariantChanged', data: variant('v-small', 'Large', 30000) },
          { type: 'VariantAdded', data: variant('v-new-1', 'Small', -10000) },
        ]);
    });

    it('refuses a variant below ₹0 at the form’s own prices, naming its row', () => {
      formSpec()
        .given([created])
        .when(
          save({
            product: { ...form, basePrice: 29900 },
            variants: [{ name: 'Tiny', priceAdjustment: -30000 }],
          }),
        )
        .thenRefused('invalid', VARIANT_BELOW_ZERO, { 'variants.0.priceAdjustment': VARIANT_BELOW_ZERO });
    });

    it('refuses the whole save for a variant the product does not have, though its other changes were fine', () => {
      formSpec()
        .given([created])
        .when(
          save({
            product: { ...form, name: 'Mother-in-law’s Tongue' },
            variants: [{ id: 'v-gone', name: 'Large' }],
          }),
        )
        .thenRefused('not_found', VARIANT_NOT_FOUND);
    });

    it('refuses to save a product that does not exist', () => {
      formSpec()
        .given([])
        .when(save({ product: form, variants: [] }))
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });
});
