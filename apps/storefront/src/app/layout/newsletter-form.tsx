import { Button, Input, notify, refusalOf, trpc } from '@verdant/web-kit';
import { type FormEvent, useId, useRef, useState } from 'react';

/**
 * The footer's subscribe box, in the footer's light-on-dark colours. Its one field does without
 * react-hook-form: the footer is on the home page, whose scripts it would grow by about 13 KB gzipped.
 */
export function NewsletterForm() {
  const subscribe = trpc.newsletter.subscribe.useMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The state updates a render late; this stops a double click from subscribing twice.
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const send = async () => {
    // The server's own rule, loaded on first use: it brings zod, which must stay out of the home bundle.
    const { newsletterRules } = await import('@verdant/domain/engagement/engagement-rules');
    const checked = newsletterRules.safeParse({ email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    try {
      await subscribe.mutateAsync(checked.data);
    } catch (failure) {
      notify.error(refusalOf(failure)?.message ?? 'Failed to subscribe. Please try again.');
      return;
    }
    notify.success('Thanks for subscribing! Look out for plant care tips in your inbox.');
    setEmail('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      console.error('subscribing failed', failure);
      notify.error('Something went wrong. Please try again.');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold tracking-wider text-white uppercase">
        Get plant care tips by email
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={inputId}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="light" disabled={busy} className="shrink-0">
          Subscribe
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-200">
          {error}
        </p>
      )}
    </form>
  );
}
