import { useId } from 'react';
import type { CouponForm } from './coupon-form';

type Toggle = 'firstPurchaseOnly' | 'excludeSaleItems' | 'active';

interface CouponToggleProps {
  form: CouponForm;
  name: Toggle;
  label: string;
  hint: string;
  /** An on/off setting (the coupon's Active) rather than a condition of the coupon. */
  asSwitch?: boolean;
}

/** A labelled checkbox for one of the coupon's yes-or-no settings, its hint read with it. */
export function CouponToggle({ form, name, label, hint, asSwitch = false }: CouponToggleProps) {
  const id = useId();
  const checked = form.watch(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        aria-checked={asSwitch ? checked : undefined}
        aria-describedby={`${id}-hint`}
        {...form.field(name)}
        className="mt-0.5 size-4 shrink-0 accent-leaf-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
