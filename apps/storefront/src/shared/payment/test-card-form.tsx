import { Button, FormAlert, FormField, formatRupees, Input, notify, refusalOf, trpc } from '@verdant/web-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CardFormProps } from './card-form-props';
import {
  type CardDetails,
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardComplete,
} from './card-input';
import { TestAuthenticationDialog } from './test-authentication-dialog';
import { type CardResult, testGateway } from './test-gateway-client';
import { TestModeBadge } from './test-mode-badge';
import { useCardConfirmation } from './use-card-confirmation';

/**
 * The test-mode gateway's card form: Stripe's test card numbers behave here as at Stripe. The card goes to
 * the gateway only, never to the shop's API; the shop then asks the gateway what became of the payment.
 */
export function TestCardForm({ orderId, total }: CardFormProps) {
  const start = trpc.payments.start.useMutation();
  const confirm = useCardConfirmation();
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [authentication, setAuthentication] = useState<{
    gatewayOrderId: string;
    end: (result: CardResult) => void;
  } | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);

  // Opened by the shopper's choice to pay by card, and back to the number when a card is refused.
  useEffect(() => {
    numberInput.current?.focus();
  }, []);
  useEffect(() => {
    if (problem) numberInput.current?.focus();
  }, [problem]);

  const update = (field: keyof CardDetails, value: string) =>
    setCard((current) => ({ ...current, [field]: value }));

  async function payWithCard(): Promise<string | null> {
    let gatewayOrderId: string;
    try {
      gatewayOrderId = (await start.mutateAsync({ orderId })).client.gatewayOrderId ?? '';
    } catch (error) {
      notify.error(refusalOf(error)?.message ?? 'Failed to initiate payment');
      return null;
    }
    try {
      const result = await testGateway.confirmCard(gatewayOrderId, card);
      if (result.status === 'requires_action')
        await new Promise<CardResult>((end) => setAuthentication({ gatewayOrderId, end })).finally(() =>
          setAuthentication(null),
        );
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    const confirmation = await confirm(orderId);
    return confirmation.settled ? null : confirmation.problem;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !isCardComplete(card)) return;
    setBusy(true);
    setProblem(null);
    try {
      setProblem(await payWithCard());
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        aria-label="Card details"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <TestModeBadge />
          No money is taken. Pay with the test card 4242 4242 4242 4242, any future expiry and any CVC.
        </p>
        <FormAlert message={problem} />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Your card</legend>
          <FormField label="Card Number" required>
            {(control) => (
              <Input
                {...control}
                ref={numberInput}
                value={card.number}
                onChange={(event) => update('number', formatCardNumber(event.target.value))}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Expiry (MM/YY)" required>
              {(control) => (
                <Input
                  {...control}
                  value={card.expiry}
                  onChange={(event) => update('expiry', formatExpiry(event.target.value))}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                />
              )}
            </FormField>
            <FormField label="CVC" required>
              {(control) => (
                <Input
                  {...control}
                  value={card.cvc}
                  onChange={(event) => update('cvc', formatCvc(event.target.value))}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                />
              )}
            </FormField>
          </div>
          <FormField label="Name on Card" required>
            {(control) => (
              <Input
                {...control}
                value={card.name}
                onChange={(event) => update('name', event.target.value)}
                autoComplete="cc-name"
                maxLength={100}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={!isCardComplete(card)}>
            {busy ? 'Processing…' : `Pay ${formatRupees(total)}`}
          </Button>
        </fieldset>
      </form>
      {authentication && (
        <TestAuthenticationDialog
          gatewayOrderId={authentication.gatewayOrderId}
          amount={total}
          onEnd={authentication.end}
        />
      )}
    </>
  );
}
