import { PRODUCT_STATUSES, STOCK_STATUSES } from '@verdant/domain/catalog/product-rules';
import { FormField, InputField, Select } from '@verdant/web-kit';
import { FormSection } from './form-section';
import { statusLabels, stockLabels } from './product';
import type { ProductForm } from './product-form-values';

const priceInput = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;

export function ProductPricingSection({ form }: { form: ProductForm }) {
  return (
    <FormSection title="Pricing and Availability">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField form={form} name="basePrice" label="Base Price (₹)" required {...priceInput} />
        <InputField
          form={form}
          name="salePrice"
          label="Sale Price (₹)"
          hint="Optional: leave empty when the plant is not on sale."
          {...priceInput}
        />
        <FormField label="Stock Status" error={form.errorOf('stockStatus')}>
          {(control) => (
            <Select {...control} {...form.field('stockStatus')}>
              {STOCK_STATUSES.map((stock) => (
                <option key={stock} value={stock}>
                  {stockLabels[stock]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Status" error={form.errorOf('status')}>
          {(control) => (
            <Select {...control} {...form.field('status')}>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-ink">
        <input type="checkbox" {...form.field('featured')} className="size-4 accent-leaf-700" />
        Featured (shown among the Bestsellers on the home page)
      </label>
    </FormSection>
  );
}
