import { Button, FormField, Input, refusalOf } from '@verdant/web-kit';
import { History } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { formatShopMoment, shopMomentToIso } from './shop-moment';

interface AsOfControlsProps {
  /** What the screen shows, as the banner names it: 'order', 'product', 'coupon'. */
  subject: string;
  /** The past moment shown (an ISO-8601 instant), or null while the screen shows the present. */
  asOf: string | null;
  /** Loads the record as it stood at `at`; a refusal (a moment before it existed) is said under the field. */
  view: (at: string) => Promise<void>;
  onBackToNow: () => void;
}

/**
 * 'View as of': a moment typed in India Standard Time, and, while a past moment is shown, a banner that says
 * so, with the way back to the present.
 */
export function AsOfControls({ subject, asOf, view, onBackToNow }: AsOfControlsProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const at = shopMomentToIso(typed);
    if (!at) return refuse('Choose a valid date and time');
    if (Date.parse(at) > Date.now()) return refuse('Choose a moment in the past');
    setBusy(true);
    try {
      await view(at);
      setError(undefined);
    } catch (failure) {
      refuse(refusalOf(failure)?.message ?? "We couldn't load that moment. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={submit} className="max-w-md">
        <FormField label="View as of" hint="A past moment, in India Standard Time." error={error}>
          {(control) => (
            <div className="flex gap-3">
              <Input
                {...control}
                ref={input}
                type="datetime-local"
                // Seconds, so that changes made a few seconds apart can be told apart.
                step={1}
                value={typed}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  setError(undefined);
                }}
              />
              <Button type="submit" variant="secondary" disabled={busy} className="shrink-0">
                {busy ? 'Loading…' : 'View'}
              </Button>
            </div>
          )}
        </FormField>
      </form>
      {/* Present before anything is in it, so screen readers announce the banner when it appears. */}
      <div role="status">
        {asOf && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            <History aria-hidden="true" className="size-5 shrink-0" />
            <p className="min-w-0 flex-1">
              Showing this {subject} as it was on <time dateTime={asOf}>{formatShopMoment(asOf)}</time>. This
              is a past state.
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                onBackToNow();
                input.current?.focus();
              }}
            >
              Back to now
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
