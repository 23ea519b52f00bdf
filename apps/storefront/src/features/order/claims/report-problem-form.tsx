import {
  CLAIM_REASON_LABELS,
  CLAIM_REASONS,
  type ClaimReason,
} from '@verdant/domain/sales/order-claim-rules';
import { Button, FormAlert, FormField, notify, Select, Textarea, trpc, useSending } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { chosenItems, PlantQuantities } from '../plant-quantities';
import { type ClaimPhoto, ClaimPhotosField } from './claim-photos-field';
import type { ClaimLine } from './claim-words';

/**
 * 'Report a problem': which plants and how many, what happened (only what may still be reported), in the
 * customer's words, with photos. The claim's id is chosen here, so sending it twice records it once.
 */
export function ReportProblemForm({
  orderId,
  lines,
  reasons,
  onDone,
}: {
  orderId: string;
  lines: readonly ClaimLine[];
  /** The problems that may still be reported, by the end of their window. */
  reasons: readonly ClaimReason[];
  onDone(): void;
}) {
  const [claimId] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const { errors, alert, sent } = useSending();
  const utils = trpc.useUtils();
  const open = trpc.claims.open.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const items = chosenItems(lines, quantities);
    const photoNames = photos.map((photo) => photo.name);
    const accepted = await sent(
      () =>
        open.mutateAsync({
          orderId,
          claimId,
          reason: reason as ClaimReason,
          items,
          description,
          photos: photoNames,
        }),
      "We couldn't send your report. Please try again.",
    );
    if (!accepted) return;
    await utils.claims.ofOrder.invalidate({ orderId });
    notify.success('We have your report: we review every claim within 24 hours');
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Report a problem" className="space-y-5">
      <FormAlert message={alert} />
      <PlantQuantities
        lines={lines}
        most={(line) => line.quantity}
        quantities={quantities}
        onChange={setQuantities}
        error={errors.items}
      />
      <FormField label="What happened?" required error={errors.reason}>
        {(control) => (
          <Select
            {...control}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as ClaimReason | '')}
          >
            <option value="">Choose what happened</option>
            {CLAIM_REASONS.filter((each) => reasons.includes(each)).map((each) => (
              <option key={each} value={each}>
                {CLAIM_REASON_LABELS[each]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Tell us about it"
        hint="What you see, and since when (10 to 2,000 characters)."
        required
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
        )}
      </FormField>
      <ClaimPhotosField photos={photos} onChange={setPhotos} error={errors.photos} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={open.isPending}>
          {open.isPending ? 'Sending…' : 'Send report'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
