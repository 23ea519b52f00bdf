import { Button, FormField, Input, notify, refusalOf, trpc } from '@verdant/web-kit';
import { type FormEvent, useRef, useState } from 'react';

interface TrackingNumberFormProps {
  orderId: string;
  trackingNumber: string | null;
  /** While a past state is shown: nothing may change. */
  disabled: boolean;
}

/** The parcel's tracking number, saved on its own (an event of its own); saved blank, it is cleared. */
export function TrackingNumberForm({ orderId, trackingNumber, disabled }: TrackingNumberFormProps) {
  const [draft, setDraft] = useState(trackingNumber ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const utils = trpc.useUtils();
  const save = trpc.admin.orders.setTrackingNumber.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server trims it, and judges what it may hold: its message goes under the field.
    try {
      await save.mutateAsync({ orderId, trackingNumber: draft });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError(refusal?.fieldErrors.trackingNumber ?? refusal?.message ?? 'Failed to save tracking number');
      input.current?.focus();
      return;
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.orders.invalidate();
    notify.success(draft.trim() === '' ? 'Tracking number cleared' : 'Tracking number saved');
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormField
        label="Tracking Number"
        hint="The courier's number for the parcel; the customer sees it."
        error={error}
      >
        {(control) => (
          <div className="flex gap-3">
            <Input
              {...control}
              ref={input}
              value={draft}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <Button
              type="submit"
              variant="secondary"
              disabled={disabled || save.isPending}
              className="shrink-0"
            >
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
