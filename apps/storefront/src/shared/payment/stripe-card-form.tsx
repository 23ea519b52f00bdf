import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Button, FormAlert, FormField, formatRupees, Input, refusalOf, trpc } from '@verdant/web-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CardFormProps } from './card-form-props';
import { GatewayNotLoaded } from './gateway-not-loaded';
import { useCardConfirmation } from './use-card-confirmation';

interface StripeCard {
  stripe: Stripe;
  card: StripeCardElement;
  clientSecret: string;
}

/**
 * Stripe's card element, in frames of Stripe's own: the card number never reaches the shop. The shop opens
 * the PaymentIntent first (its client secret and the publishable key), Stripe takes the card and any 3-D
 * Secure check, and the shop then asks Stripe what became of the payment.
 */
export function StripeCardForm({ orderId, total }: CardFormProps) {
  const { mutateAsync: startPayment } = trpc.payments.start.useMutation();
  const confirm = useCardConfirmation();
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const [complete, setComplete] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cardFrame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let left = false;
    let card: StripeCardElement | undefined;
    void (async () => {
      let client: Record<string, string>;
      try {
        ({ client } = await startPayment({ orderId }));
      } catch (error) {
        setProblem(refusalOf(error)?.message ?? 'Failed to initiate payment');
        return;
      }
      // Stripe.js is fetched from Stripe only now, for a shopper paying by card.
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(client.publishableKey ?? '').catch(() => null);
      if (left) return;
      if (!stripe || !cardFrame.current || !client.clientSecret) {
        setProblem(new GatewayNotLoaded().message);
        return;
      }
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.on('change', (event) => setComplete(event.complete));
      card.on('ready', () => card?.focus());
      card.mount(cardFrame.current);
      setStripeCard({ stripe, card, clientSecret: client.clientSecret });
    })();
    return () => {
      left = true;
      card?.destroy();
    };
  }, [orderId, startPayment]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripeCard || busy) return;
    const { stripe, card, clientSecret } = stripeCard;
    setBusy(true);
    setProblem(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: name.trim() } },
      });
      if (result.error) setProblem(result.error.message ?? 'Your card could not be charged.');
      else {
        const confirmation = await confirm(orderId);
        if (!confirmation.settled) setProblem(confirmation.problem);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label="Card details" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormAlert message={problem} />
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-ink">Card Details</legend>
        <div ref={cardFrame} className="rounded-lg border border-stone-300 bg-white px-3 py-3" />
      </fieldset>
      <FormField label="Name on Card" required>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="cc-name"
            maxLength={100}
            disabled={busy}
          />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!stripeCard || !complete || name.trim() === '' || busy}
      >
        {busy ? 'Processing…' : `Pay ${formatRupees(total)}`}
      </Button>
    </form>
  );
}
