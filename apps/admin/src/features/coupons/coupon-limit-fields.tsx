import { InputField } from '@verdant/web-kit';
import type { CouponForm } from './coupon-form';
import { CouponToggle } from './coupon-toggle';

const countInput = { type: 'number', inputMode: 'numeric', min: '1', step: '1' } as const;

/** Who may use the coupon, how often and when: every limit is optional. */
export function CouponLimitFields({ form }: { form: CouponForm }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="maxUses"
          label="Max Uses"
          hint="Optional: how many orders may use it in all. Empty for no limit."
          {...countInput}
        />
        <InputField
          form={form}
          name="usesPerCustomer"
          label="Uses Per Customer"
          hint="Optional: how many of one customer's orders may use it. Empty for no limit."
          {...countInput}
        />
        <InputField
          form={form}
          name="startsOn"
          label="Starts On"
          hint="Optional: it works from the start of this day, India Standard Time."
          type="date"
        />
        <InputField
          form={form}
          name="endsOn"
          label="Ends On"
          hint="Optional: it works to the end of this day, India Standard Time."
          type="date"
        />
      </div>
      <CouponToggle
        form={form}
        name="firstPurchaseOnly"
        label="First Purchase Only"
        hint="Only for a customer's first order."
      />
      <CouponToggle
        form={form}
        name="excludeSaleItems"
        label="Exclude Sale Items"
        hint="Plants on sale get no discount and do not count towards the min purchase."
      />
    </>
  );
}
