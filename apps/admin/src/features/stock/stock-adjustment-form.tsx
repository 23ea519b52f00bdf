import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
} from '@verdant/domain/inventory/stock-rules';
import { Button, FormField, Input, notify, refusalOf, Select, trpc } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { SizeSelect } from './size-select';
import type { StockLevel } from './stock-levels-table';

/** 'Adjust the count': a correction after counting, or plants lost, always with its reason. */
export function StockAdjustmentForm({
  productId,
  sizes,
}: {
  productId: string;
  sizes: readonly StockLevel[];
}) {
  const [variantId, setVariantId] = useState(sizes[0]?.variantId ?? null);
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<AdjustmentReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = trpc.useUtils();
  const adjust = trpc.admin.stock.adjust.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await adjust.mutateAsync({
        productId,
        variantId,
        change: Number(change),
        reason: reason as AdjustmentReason,
        note,
      });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ change: refusal?.message ?? "We couldn't adjust the count.", ...refusal?.fieldErrors });
      return;
    }
    setChange('');
    setReason('');
    setNote('');
    setErrors({});
    await Promise.all([utils.admin.stock.invalidate(), utils.admin.products.invalidate()]);
    notify.success('Count adjusted');
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Adjust the count" className="space-y-4">
      <h3 className="font-display text-xl text-leaf-900">Adjust the count</h3>
      <SizeSelect sizes={sizes} value={variantId} onChange={setVariantId} />
      <FormField label="Change" hint="Negative for plants lost, e.g. -2." required error={errors.change}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={change}
            onChange={(event) => setChange(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField label="Reason" required error={errors.reason}>
        {(control) => (
          <Select
            {...control}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as AdjustmentReason | '')}
          >
            <option value="">Choose a reason</option>
            {ADJUSTMENT_REASONS.map((each) => (
              <option key={each} value={each}>
                {ADJUSTMENT_REASON_LABELS[each]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Note" error={errors.note}>
        {(control) => (
          <Input {...control} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={adjust.isPending}>
        {adjust.isPending ? 'Saving…' : 'Adjust count'}
      </Button>
    </form>
  );
}
