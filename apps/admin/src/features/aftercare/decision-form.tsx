import { Button, type ButtonProps, FormField, Textarea } from '@verdant/web-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useDecisionStep } from './use-decision-step';

interface DecisionFormProps {
  title: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** The field the server names in its refusals: `message`, `instructions` or `reason`. */
  field: string;
  /** The notice once recorded: 'Claim declined'. */
  done: string;
  variant?: ButtonProps['variant'];
  send: (words: string) => Promise<unknown>;
  sending: boolean;
  /** Reads the claim or return again once decided. */
  readAgain: () => Promise<unknown>;
}

/**
 * One decision with the words the customer reads (a claim declined, a return approved): the server alone
 * judges the words, and its message goes under the field.
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
  readAgain,
}: DecisionFormProps) {
  const [words, setWords] = useState('');
  const [error, setError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const run = useDecisionStep(readAgain);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = await run(() => send(words), done);
    if (refused) {
      setError(refused.fieldErrors[field] ?? refused.message);
      textarea.current?.focus();
    } else setWords('');
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
