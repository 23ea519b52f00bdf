import {
  CLAIM_REASON_LABELS,
  CLAIM_REASONS,
  type ClaimReason,
} from '@verdant/domain/sales/order-claim-rules';
import { Button, FormAlert, FormField, notify, refusalOf, Select, Textarea, trpc } from '@verdant/web-kit';
import { type FormEvent, useId, useState } from 'react';
import { type ClaimPhoto, ClaimPhotosField } from './claim-photos-field';
import { type ClaimLine, lineKey, lineName } from './claim-words';

/** 0, 1, … up to `most`. */
const upTo = (most: number) => Array.from({ length: most + 1 }, (_, count) => count);

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const itemsLegend = useId();
  const utils = trpc.useUtils();
  const open = trpc.claims.open.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const items = lines.flatMap((line) => {
      const quantity = quantities[lineKey(line)] ?? 0;
      return quantity > 0 ? [{ productId: line.productId, variantId: line.variantId, quantity }] : [];
    });
    try {
      await open.mutateAsync({
        orderId,
        claimId,
        reason: reason as ClaimReason,
        items,
        description,
        photos: photos.map((photo) => photo.name),
      });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors(refusal?.fieldErrors ?? {});
      setAlert(refusal?.message ?? "We couldn't send your report. Please try again.");
      return;
    }
    await utils.claims.ofOrder.invalidate({ orderId });
    notify.success('We have your report: we review every claim within 24 hours');
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Report a problem" className="space-y-5">
      <FormAlert message={alert} />
      <fieldset aria-describedby={errors.items ? `${itemsLegend}-error` : undefined} className="space-y-2">
        <legend id={itemsLegend} className="font-medium text-leaf-900">
          Which plants?
        </legend>
        {lines.map((line) => (
          <FormField key={lineKey(line)} label={`${lineName(line)}: how many (of ${line.quantity})`}>
            {(control) => (
              <Select
                {...control}
                value={quantities[lineKey(line)] ?? 0}
                onChange={(event) =>
                  setQuantities({ ...quantities, [lineKey(line)]: Number(event.currentTarget.value) })
                }
              >
                {upTo(line.quantity).map((count) => (
                  <option key={count} value={count}>
                    {count === 0 ? 'None' : count}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ))}
        {errors.items && (
          <p id={`${itemsLegend}-error`} className="text-sm text-red-700">
            {errors.items}
          </p>
        )}
      </fieldset>
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
