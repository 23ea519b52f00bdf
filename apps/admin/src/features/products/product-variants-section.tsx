import { MAX_VARIANTS } from '@verdant/domain/catalog/product-variants';
import { Button, InputField } from '@verdant/web-kit';
import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormSection } from './form-section';
import { newVariantRow, type ProductForm } from './product-form-values';
import { RemoveButton } from './remove-button';

/** Sizes or other options; each row's price adjustment (₹, may be negative) is added to the product's price. */
export function ProductVariantsSection({ form }: { form: ProductForm }) {
  const variants = useFieldArray({ control: form.control, name: 'variants' });

  const remove = (index: number) => {
    variants.remove(index);
    // Messages are kept by row number, which shifts for the rows below: clear them rather than misplace them.
    form.clearErrors('variants');
  };

  return (
    <FormSection title="Variants">
      {variants.fields.length === 0 ? (
        <p className="text-stone-600">No variants: the product is sold at its own price.</p>
      ) : (
        <ul aria-label="Variants" className="space-y-4">
          {variants.fields.map((row, index) => (
            <li key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_15rem_auto]">
              <InputField
                form={form}
                name={`variants.${index}.name`}
                label={`Variant ${index + 1} name`}
                placeholder="e.g. Medium (6 inch pot)"
              />
              <InputField
                form={form}
                name={`variants.${index}.priceAdjustment`}
                label={`Variant ${index + 1} price adjustment (₹)`}
                type="number"
                inputMode="decimal"
                step="0.01"
              />
              <RemoveButton
                label={`Remove variant ${index + 1}`}
                onClick={() => remove(index)}
                className="sm:mt-7"
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={variants.fields.length >= MAX_VARIANTS}
        onClick={() => variants.append(newVariantRow(), { shouldFocus: false })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Variant
      </Button>
    </FormSection>
  );
}
