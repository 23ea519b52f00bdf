import { ErrorState, Spinner, trpc } from '@verdant/web-kit';
import type { CardFormProps } from './card-form-props';
import { StripeCardForm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';

/** Paying an order by card: the test-mode gateway's own form, or Stripe's card element. */
export function CardPayment(props: CardFormProps) {
  const methods = trpc.payments.methods.useQuery();
  if (methods.isPending) return <Spinner label="Loading the card form…" />;
  if (!methods.data?.card.available)
    return (
      <ErrorState
        message="Card payments are not available right now. Please try again later."
        onRetry={() => void methods.refetch()}
      />
    );
  return methods.data.card.testMode ? <TestCardForm {...props} /> : <StripeCardForm {...props} />;
}
