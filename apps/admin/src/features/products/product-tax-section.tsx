import { rateLabel } from '@verdant/domain/invoicing/gst-rates';
import { FormField, InputField, Select, trpc } from '@verdant/web-kit';
import { FormSection } from './form-section';
import type { ProductForm } from './product-form-values';

interface ProductTaxSectionProps {
  form: ProductForm;
  /** The rate the product was saved with, if any: offered even when no longer in force, to show it. */
  savedRate: string | null;
}

/** The product's tax, which every invoice of it prints: its HSN code and its GST rate. */
export function ProductTaxSection({ form, savedRate }: ProductTaxSectionProps) {
  const rates = trpc.admin.products.gstRates.useQuery(undefined, { staleTime: 60 * 60 * 1000 });
  const choices = rates.data ?? [];
  // A saved rate the slabs have since dropped stays visible; the server refuses it until another is chosen.
  const dropped =
    savedRate !== null && !choices.some(({ code }) => code === savedRate)
      ? {
          code: savedRate,
          label: rates.data ? `${rateLabel(savedRate)} (not in force today)` : rateLabel(savedRate),
        }
      : null;
  return (
    <FormSection title="Tax">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="hsn"
          label="HSN code"
          hint="From the GST tariff: 0602 for live plants."
          required
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField
          label="GST rate"
          hint={rates.isError ? "We couldn't load the GST rates." : undefined}
          error={form.errorOf('gstRate')}
          required
        >
          {(control) => (
            // Controlled: the options arrive after the form has its value, and must then show it.
            <Select {...control} {...form.field('gstRate')} value={form.watch('gstRate')}>
              <option value="">Choose the GST rate</option>
              {dropped && <option value={dropped.code}>{dropped.label}</option>}
              {choices.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
