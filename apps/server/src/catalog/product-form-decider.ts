import { sellingPrice } from '@verdant/domain/catalog/pricing';
import {
  type ProductCommand,
  type ProductEvent,
  type ProductState,
  productDecider,
} from '@verdant/domain/catalog/product';
import {
  type CheckedProduct,
  type ProductInput,
  productRules,
  type VariantInput,
} from '@verdant/domain/catalog/product-rules';
import { type ProductVariant, refuseInvalidVariants } from '@verdant/domain/catalog/product-variants';
import type { GstRateTable } from '@verdant/domain/invoicing/gst-rates';
import { type Decider, inSequence } from '@verdant/domain/shared/decider';
import { parseOrRefuse } from '@verdant/domain/shared/validation';

/** A variant as the product form sends it: with its id when it exists already. */
export type VariantRow = VariantInput & { id?: string };

/** How the form taxes the product: its HSN code and GST rate; absent leaves the product's as it is. */
export interface ProductTaxInput {
  hsn: unknown;
  gstRate: unknown;
}

/** The admin product form as it is sent: the product's fields, its whole list of variants, its tax. */
export interface ProductFormData {
  productId: string;
  product: ProductInput;
  variants: readonly VariantRow[];
  tax?: ProductTaxInput | null;
}

/** The GST rates a product's rate is chosen from, and the day (YYYY-MM-DD, India) they must be in force. */
export interface TaxRatesToday {
  rates: GstRateTable;
  day(): string;
}

export type ProductFormCommand =
  | { type: 'CreateProductFromForm'; data: ProductFormData }
  | { type: 'SaveProductForm'; data: ProductFormData };

/**
 * The admin product form, decided whole. A save is several small decisions (details, prices, images, stock,
 * status, featured, each variant), each recording only what changed, and each taken on the state the ones
 * before it leave: one refusal refuses the form, so a refused save writes nothing. New variants get their ids
 * from `newVariantId`.
 */
export function productFormDecider(
  newVariantId: () => string,
  taxRates: TaxRatesToday,
): Decider<ProductFormCommand, ProductEvent, ProductState> {
  const steps = inSequence(productDecider);
  return {
    initialState: steps.initialState,
    evolve: steps.evolve,
    decide(command, product) {
      const { productId, product: input, variants, tax } = command.data;
      const form = parseOrRefuse(productRules, input);
      refuseInvalidVariants(form, variants);
      const commands =
        command.type === 'CreateProductFromForm'
          ? [
              { type: 'CreateProduct', data: { productId, ...input } } satisfies ProductCommand,
              ...addedVariants(productId, variants, newVariantId),
            ]
          : saveSteps(command.data, form, product, newVariantId);
      const taxing: ProductCommand[] = tax
        ? [
            {
              type: 'SetProductTax',
              data: { productId, ...tax, rates: taxRates.rates, day: taxRates.day() },
            },
          ]
        : [];
      return steps.decide([...commands, ...taxing], product);
    },
  };
}

/**
 * The commands of one save. Each variant is checked at the price of the moment, so a falling price comes
 * after the variants change and a rising one before: no step then sees a variant below ₹0 that the saved
 * form does not have.
 */
function saveSteps(
  { productId, product: input, variants }: ProductFormData,
  form: CheckedProduct,
  current: ProductState,
  newVariantId: () => string,
): ProductCommand[] {
  const pricing: ProductCommand = {
    type: 'PriceProduct',
    data: { productId, basePrice: form.basePrice, salePrice: form.salePrice },
  };
  const variantSteps = variantChanges(productId, current?.variants ?? [], variants, newVariantId);
  const cheaper = current !== null && sellingPrice(form) < sellingPrice(current);
  return [
    { type: 'EditProductDetails', data: { productId, ...input } },
    {
      type: 'SetProductImages',
      data: {
        productId,
        mainImageUrl: form.mainImageUrl,
        mainImageAlt: form.mainImageAlt,
        gallery: form.gallery,
      },
    },
    { type: 'ChangeStockStatus', data: { productId, stockStatus: form.stockStatus } },
    { type: 'ChangeProductStatus', data: { productId, status: form.status } },
    form.featured
      ? { type: 'FeatureProduct', data: { productId } }
      : { type: 'UnfeatureProduct', data: { productId } },
    ...(cheaper ? [...variantSteps, pricing] : [pricing, ...variantSteps]),
  ];
}

/** Removed variants first, then changes, then new ones: a freed name can be reused in the same save. */
function variantChanges(
  productId: string,
  current: readonly ProductVariant[],
  wanted: readonly VariantRow[],
  newVariantId: () => string,
): ProductCommand[] {
  const kept = new Set(wanted.flatMap(({ id }) => (id === undefined ? [] : [id])));
  return [
    ...current
      .filter(({ variantId }) => !kept.has(variantId))
      .map(({ variantId }): ProductCommand => ({ type: 'RemoveVariant', data: { productId, variantId } })),
    ...wanted.flatMap(({ id, name, priceAdjustment }): ProductCommand[] =>
      id === undefined
        ? []
        : [{ type: 'ChangeVariant', data: { productId, variantId: id, name, priceAdjustment } }],
    ),
    ...addedVariants(
      productId,
      wanted.filter(({ id }) => id === undefined),
      newVariantId,
    ),
  ];
}

const addedVariants = (
  productId: string,
  rows: readonly VariantRow[],
  newVariantId: () => string,
): ProductCommand[] =>
  rows.map(({ name, priceAdjustment }) => ({
    type: 'AddVariant',
    data: { productId, variantId: newVariantId(), name, priceAdjustment },
  }));
