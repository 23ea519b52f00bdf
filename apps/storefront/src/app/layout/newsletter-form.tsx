import { Button, Input, notify, refusalOf, trpc, useForm } from '@verdant/web-kit';
import { useId } from 'react';

/** The footer's subscribe box (SPEC.md 2.2), in the footer's light-on-dark colours. */
export function NewsletterForm() {
  const subscribe = trpc.newsletter.subscribe.useMutation();
  const form = useForm({ email: '' });
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = form.errors.email;

  const submit = form.handleSubmit(async () => {
    // The server's own rule, loaded on first use: it brings zod, which must stay out of the home bundle.
    const { newsletterRules } = await import('@verdant/domain/engagement/engagement-rules');
    const checked = form.check(newsletterRules);
    if (!checked) return;
    try {
      await subscribe.mutateAsync(checked);
    } catch (failure) {
      notify.error(refusalOf(failure)?.message ?? 'Failed to subscribe. Please try again.');
      return;
    }
    notify.success('Thanks for subscribing! Look out for plant care tips in your inbox.');
    form.setValues({ email: '' });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold tracking-wider text-white uppercase">
        Get plant care tips by email
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          {...form.bind('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="light" disabled={form.busy} className="shrink-0">
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
