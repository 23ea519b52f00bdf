import { Button, type ButtonProps, FormField, Textarea } from '@verdant/web-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useReturnStep } from './use-return-step';

interface ReturnDecisionFormProps {
  title: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** The field the server names in its refusals: `instructions` or `reason`. */
  field: string;
  /** The notice once recorded: 'Return approved'. */
  done: string;
  variant?: ButtonProps['variant'];
  send: (words: string) => Promise<unknown>;
  sending: boolean;
}

/** The shop's answer to a return request, in the words the customer reads; the server judges them. */
export function ReturnDecisionForm({
  title,
  label,
  hint,
  submitLabel,
  field,
  done,
  variant,
  send,
  sending,
}: ReturnDecisionFormProps) {
  const [words, setWords] = useState('');
  const [error, setError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const run = useReturnStep();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = await run(() => send(words), done);
    if (refused) {
      setError(refused.fieldErrors[field] ?? refused.message);
      textarea.current?.focus();
    }
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
