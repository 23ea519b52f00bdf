import { MAX_VARIANTS } from '@verdant/domain/catalog/product-variants';
import { Button, FormField, Input } from '@verdant/web-kit';
import { Plus, Trash2 } from 'lucide-react';
import { FormSection } from './form-section';
import { newVariantRow, type VariantRow } from './product-form';
import type { ProductFormControl } from './use-product-form';

/** Sizes or other options; each row's price adjustment (₹, may be negative) is added to the product's price. */
export function ProductVariantsSection({ form }: { form: ProductFormControl }) {
  const { values, errors } = form;

  const change = (index: number, field: 'name' | 'priceAdjustment', value: string) => {
    form.setValues((current) => ({
      ...current,
      variants: current.variants.map(
        (row, at): VariantRow => (at === index ? { ...row, [field]: value } : row),
      ),
    }));
    form.clearErrors(`variants.${index}.${field}`);
  };

  const remove = (index: number) => {
    form.setValues((current) => ({ ...current, variants: current.variants.filter((_, at) => at !== index) }));
    // Errors are keyed by row number, which shifts for the rows below: clear them all rather than misplace them.
    form.clearErrors(
      ...values.variants.flatMap((_, at) => [`variants.${at}.name`, `variants.${at}.priceAdjustment`]),
    );
  };

  return (
    <FormSection title="Variants">
      {values.variants.length === 0 ? (
        <p className="text-stone-600">No variants: the product is sold at its own price.</p>
      ) : (
        <ul aria-label="Variants" className="space-y-4">
          {values.variants.map((row, index) => (
            <li key={row.key} className="grid items-start gap-3 sm:grid-cols-[1fr_15rem_auto]">
              <FormField label={`Variant ${index + 1} name`} error={errors[`variants.${index}.name`]}>
                {(control) => (
                  <Input
                    {...control}
                    name={`variants.${index}.name`}
                    value={row.name}
                    placeholder="e.g. Medium (6 inch pot)"
                    onChange={(event) => change(index, 'name', event.currentTarget.value)}
                  />
                )}
              </FormField>
              <FormField
                label={`Variant ${index + 1} price adjustment (₹)`}
                error={errors[`variants.${index}.priceAdjustment`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={`variants.${index}.priceAdjustment`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    value={row.priceAdjustment}
                    onChange={(event) => change(index, 'priceAdjustment', event.currentTarget.value)}
                  />
                )}
              </FormField>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove variant ${index + 1}`}
                onClick={() => remove(index)}
                className="text-red-700 hover:bg-red-50 sm:mt-7"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={values.variants.length >= MAX_VARIANTS}
        onClick={() =>
          form.setValues((current) => ({ ...current, variants: [...current.variants, newVariantRow()] }))
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Variant
      </Button>
    </FormSection>
  );
}
