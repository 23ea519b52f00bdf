import { Button, type ButtonProps, FormField, notify, refusalOf, Textarea, trpc } from '@verdant/web-kit';
import { type FormEvent, useRef, useState } from 'react';

interface DecisionFormProps {
  title: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** The field the server names in its refusals: `message` or `reason`. */
  field: string;
  /** The notice once recorded: 'Claim declined'. */
  done: string;
  variant?: ButtonProps['variant'];
  send: (words: string) => Promise<unknown>;
  sending: boolean;
}

/**
 * One decision on a claim, with the words the customer reads. The server alone judges the words (10 to
 * 1,000 characters): its message goes under the field. A claim another admin decided meanwhile is read again,
 * which takes the forms away.
 */
export function DecisionForm({
  title,
  label,
  hint,
  submitLabel,
  field,
  done,
  variant,
  send,
  sending,
}: DecisionFormProps) {
  const [words, setWords] = useState('');
  const [error, setError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const utils = trpc.useUtils();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await send(words);
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (refusal?.status === 409) {
        notify.error(refusal.message);
        await utils.admin.claims.invalidate();
      } else {
        setError(
          refusal?.fieldErrors[field] ?? refusal?.message ?? "We couldn't record this. Please try again.",
        );
        textarea.current?.focus();
      }
      return;
    }
    setWords('');
    setError(undefined);
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.claims.invalidate();
    notify.success(done);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={title} className="space-y-4">
      <FormField label={label} hint={hint} error={error} required>
        {(control) => (
          <Textarea
            {...control}
            ref={textarea}
            value={words}
            rows={4}
            onChange={(event) => {
              setWords(event.currentTarget.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" variant={variant} disabled={sending}>
        {sending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
