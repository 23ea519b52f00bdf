import { DISCOUNT_TYPES, type DiscountType } from '@verdant/domain/sales/coupon-rules';
import { FormField, InputField, Select } from '@verdant/web-kit';
import type { CouponForm } from './coupon-form';

const typeLabels: Record<DiscountType, string> = {
  percentage: 'Percentage (%)',
  fixed: 'Fixed amount (₹)',
};

/** Amounts are typed in rupees, to the paisa. */
const rupeesInput = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;
const percentInput = { type: 'number', inputMode: 'numeric', min: '1', max: '100', step: '1' } as const;

/** What the coupon takes off, and the cart it needs: a whole percent (which may be capped) or rupees. */
export function CouponDiscountFields({ form }: { form: CouponForm }) {
  const percentage = form.watch('discountType') === 'percentage';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Discount Type" error={form.errorOf('discountType')}>
        {(control) => (
          <Select {...control} {...form.field('discountType')}>
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabels[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <InputField
        form={form}
        name="discountValue"
        label="Discount Value"
        required
        hint={percentage ? 'A whole percent from 1 to 100.' : 'In rupees, as in 150 or 99.50.'}
        {...(percentage ? percentInput : rupeesInput)}
      />
      <InputField
        form={form}
        name="minPurchase"
        label="Min Purchase"
        hint="In rupees: what the items the coupon applies to must come to. 0 for none."
        {...rupeesInput}
      />
      {/* A fixed coupon takes off its amount: only a percentage has a cap. */}
      {percentage && (
        <InputField
          form={form}
          name="maxDiscount"
          label="Max Discount"
          hint="Optional, in rupees: the most the percentage takes off. Empty for no cap."
          {...rupeesInput}
        />
      )}
    </div>
  );
}
