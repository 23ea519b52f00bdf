import { Button, FormField, Input, refusalOf, trpc, useAuth } from '@verdant/web-kit';
import { type FormEvent, useRef, useState } from 'react';

/** On a sold-out plant's page: leave an email, get one mail when the plant is back. */
export function BackInStockForm({ productId }: { productId: string }) {
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string>();
  const [waiting, setWaiting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ask = trpc.backInStock.ask.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ask.isPending) return;
    try {
      await ask.mutateAsync({ productId, email });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError(refusal?.fieldErrors.email ?? refusal?.message ?? 'Something went wrong. Please try again.');
      input.current?.focus();
      return;
    }
    setWaiting(true);
  };

  if (waiting)
    return (
      <p role="status" className="font-medium text-leaf-700">
        We'll email you when it's back.
      </p>
    );
  return (
    <form noValidate onSubmit={submit} aria-label="Notify me when it's back" className="space-y-3">
      <FormField label="Email" hint="One mail when this plant is back in stock." error={error}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={ask.isPending}>
        Notify me when it's back
      </Button>
    </form>
  );
}
