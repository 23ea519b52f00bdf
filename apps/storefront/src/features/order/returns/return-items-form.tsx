import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
} from '@verdant/domain/sales/order-return-rules';
import { Button, FormAlert, FormField, notify, Select, Textarea, trpc, useSending } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { chosenItems, PlantQuantities } from '../plant-quantities';
import type { ReturnLine } from './return-words';

/**
 * 'Return items': which plants and how many (up to what may still be returned), why, and a note if the
 * customer likes. The return's id is chosen here, so sending it twice records it once.
 */
export function ReturnItemsForm({
  orderId,
  lines,
  onDone,
}: {
  orderId: string;
  lines: readonly ReturnLine[];
  onDone(): void;
}) {
  const [returnId] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const { errors, alert, sent } = useSending();
  const utils = trpc.useUtils();
  const request = trpc.returns.request.useMutation();
  const returnable = lines.filter((line) => line.returnable > 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const items = chosenItems(returnable, quantities);
    const accepted = await sent(
      () => request.mutateAsync({ orderId, returnId, reason, items, note: note.trim() || null }),
      "We couldn't send your request. Please try again.",
    );
    if (!accepted) return;
    await utils.returns.ofOrder.invalidate({ orderId });
    notify.success('We have your return request: we will tell you how to send the plants back');
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Return items" className="space-y-5">
      <FormAlert message={alert} />
      <PlantQuantities
        lines={returnable}
        most={(line) => line.returnable}
        quantities={quantities}
        onChange={setQuantities}
        error={errors.items}
      />
      <FormField label="Why are you returning them?" required error={errors.reason}>
        {(control) => (
          <Select
            {...control}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as ReturnReason | '')}
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((each) => (
              <option key={each} value={each}>
                {RETURN_REASON_LABELS[each]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Anything to add?" hint="Optional, up to 1,000 characters." error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send request'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
