import { PRODUCT_STATUSES, STOCK_STATUSES } from '@verdant/domain/catalog/product-rules';
import { FormField, Input, Select } from '@verdant/web-kit';
import { FormSection } from './form-section';
import { statusLabels, stockLabels } from './product';
import type { ProductFormControl } from './use-product-form';

export function ProductPricingSection({ form }: { form: ProductFormControl }) {
  const { values, errors, bind, set } = form;
  return (
    <FormSection title="Pricing and Availability">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Base Price (₹)" required error={errors.basePrice}>
          {(control) => (
            <Input
              {...control}
              {...bind('basePrice')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
            />
          )}
        </FormField>
        <FormField
          label="Sale Price (₹)"
          hint="Optional: leave empty when the plant is not on sale."
          error={errors.salePrice}
        >
          {(control) => (
            <Input
              {...control}
              {...bind('salePrice')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
            />
          )}
        </FormField>
        <FormField label="Stock Status" error={errors.stockStatus}>
          {(control) => (
            <Select
              {...control}
              name="stockStatus"
              value={values.stockStatus}
              onChange={(event) => set('stockStatus', event.currentTarget.value as typeof values.stockStatus)}
            >
              {STOCK_STATUSES.map((stock) => (
                <option key={stock} value={stock}>
                  {stockLabels[stock]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Status" error={errors.status}>
          {(control) => (
            <Select
              {...control}
              name="status"
              value={values.status}
              onChange={(event) => set('status', event.currentTarget.value as typeof values.status)}
            >
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
        <input
          type="checkbox"
          name="featured"
          checked={values.featured}
          onChange={(event) => set('featured', event.currentTarget.checked)}
          className="size-4 accent-leaf-700"
        />
        Featured (shown among the Bestsellers on the home page)
      </label>
    </FormSection>
  );
}
