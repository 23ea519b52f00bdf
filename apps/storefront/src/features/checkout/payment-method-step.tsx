import { PAYMENT_METHODS, type PaymentMethod } from '@verdant/domain/sales/order';
import { trpc } from '@verdant/web-kit';
import { RadioCard } from '../../components/radio-card';
import { PAYMENT_METHOD_LABELS } from '../../orders/order-labels';
import { TestModeBadge } from '../payment/test-mode-badge';
import { CheckoutStep } from './checkout-step';

/** What a shopper should know of each method they can choose. */
const METHOD_NOTES: Record<PaymentMethod, string> = {
  razorpay: "Pay with UPI, a card or net banking in Razorpay's secure window.",
  card: 'Pay with your credit or debit card.',
  cod: 'Pay in cash when your plants are delivered.',
};

export interface PaymentMethodStepProps {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}

/**
 * Step 2: every way to pay. Cash on delivery always; the online methods as the shop takes them now, those it
 * does not shown as such and not selectable, those its test-mode gateway serves marked so.
 */
export function PaymentMethodStep({ selected, onSelect }: PaymentMethodStepProps) {
  const methods = trpc.payments.methods.useQuery();
  const availability = (method: PaymentMethod) =>
    method === 'cod' ? { available: true, testMode: false } : methods.data?.[method];

  return (
    <CheckoutStep number={2} title="Payment Method">
      {(titleId) => (
        <div role="radiogroup" aria-labelledby={titleId} className="grid gap-3">
          {PAYMENT_METHODS.map((method) => {
            const offered = availability(method);
            const description = offered?.available
              ? `${METHOD_NOTES[method]}${offered.testMode ? ' Test mode: no money is taken.' : ''}`
              : methods.isPending
                ? 'Checking availability…'
                : 'Coming soon: not available yet.';
            return (
              <RadioCard
                key={method}
                name="paymentMethod"
                value={method}
                checked={method === selected}
                disabled={!offered?.available}
                onChange={() => onSelect(method)}
                label={
                  <span className="flex flex-wrap items-center gap-2">
                    {PAYMENT_METHOD_LABELS[method]}
                    {offered?.testMode && <TestModeBadge />}
                  </span>
                }
                description={description}
              />
            );
          })}
        </div>
      )}
    </CheckoutStep>
  );
}
