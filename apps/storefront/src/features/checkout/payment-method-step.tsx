import { AVAILABLE_PAYMENT_METHODS } from '@verdant/domain/sales/checkout';
import { PAYMENT_METHODS, type PaymentMethod } from '@verdant/domain/sales/order';
import { RadioCard } from '../../components/radio-card';
import { PAYMENT_METHOD_LABELS } from '../../orders/order-labels';
import { CheckoutStep } from './checkout-step';

/** What a shopper should know of a method they can choose today. */
const METHOD_NOTES: Partial<Record<PaymentMethod, string>> = {
  cod: 'Pay in cash when your plants are delivered.',
};

export interface PaymentMethodStepProps {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}

/** Step 2: every way to pay, those the shop does not offer yet shown as such and not selectable. */
export function PaymentMethodStep({ selected, onSelect }: PaymentMethodStepProps) {
  return (
    <CheckoutStep number={2} title="Payment Method">
      {(titleId) => (
        <div role="radiogroup" aria-labelledby={titleId} className="grid gap-3">
          {PAYMENT_METHODS.map((method) => {
            const available = AVAILABLE_PAYMENT_METHODS.includes(method);
            return (
              <RadioCard
                key={method}
                name="paymentMethod"
                value={method}
                checked={method === selected}
                disabled={!available}
                onChange={() => onSelect(method)}
                label={PAYMENT_METHOD_LABELS[method]}
                description={available ? METHOD_NOTES[method] : 'Coming soon: not available yet.'}
              />
            );
          })}
        </div>
      )}
    </CheckoutStep>
  );
}
