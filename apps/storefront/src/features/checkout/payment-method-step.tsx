import {
  belowMinimum,
  CHOOSABLE_PAYMENT_METHODS,
  type ChoosablePaymentMethod,
} from '@verdant/domain/sales/payment-methods';
import { formatRupees, PAYMENT_METHOD_LABELS, trpc } from '@verdant/web-kit';
import { RadioCard } from '../../shared/components/radio-card';
import { TestModeBadge } from '../../shared/payment/test-mode-badge';
import { CheckoutStep } from './checkout-step';

/** What a shopper should know of each method they can choose. */
const METHOD_NOTES: Record<ChoosablePaymentMethod, string> = {
  razorpay: "Pay with UPI, a card or net banking in Razorpay's secure window.",
  card: 'Pay with your credit or debit card.',
  cod: 'Pay in cash when your plants are delivered.',
};

export interface PaymentMethodStepProps {
  selected: ChoosablePaymentMethod;
  onSelect: (method: ChoosablePaymentMethod) => void;
  /** The order's total as the server prices it, in paise: an online method takes no less than its minimum. */
  total: number;
}

/**
 * Step 2: every way to pay. Cash on delivery always; the online methods as the shop takes them now, those it
 * does not shown as such and not selectable, those its test-mode gateway serves marked so, and those whose
 * gateway takes no payment this small not selectable, saying so.
 */
export function PaymentMethodStep({ selected, onSelect, total }: PaymentMethodStepProps) {
  const methods = trpc.payments.methods.useQuery();
  const availability = (method: ChoosablePaymentMethod) =>
    method === 'cod' ? { available: true, testMode: false } : methods.data?.[method];

  return (
    <CheckoutStep number={2} title="Payment Method">
      {(titleId) => (
        <div role="radiogroup" aria-labelledby={titleId} className="grid gap-3">
          {CHOOSABLE_PAYMENT_METHODS.map((method) => {
            const offered = availability(method);
            const tooSmall = offered?.available ? belowMinimum(method, total) : null;
            const description = tooSmall
              ? tooSmall
              : offered?.available
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
                disabled={!offered?.available || tooSmall !== null}
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

/** Step 2 of an order that comes to ₹0 (a coupon covers it): nothing to choose, nothing to pay. */
export function NothingToPayStep() {
  return (
    <CheckoutStep number={2} title="Payment Method">
      {() => (
        <div className="rounded-xl border border-leaf-600 bg-leaf-50 p-4">
          <p className="font-medium text-ink">{PAYMENT_METHOD_LABELS.none}</p>
          <p className="text-sm text-stone-700">
            Your order comes to {formatRupees(0)}, so there is nothing to pay. Place your order to confirm it.
          </p>
        </div>
      )}
    </CheckoutStep>
  );
}
