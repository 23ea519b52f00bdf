import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { Button, FormAlert, FormField, Input, Select, trpc } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { useDecisionStep } from '../aftercare/use-decision-step';
import { type ManualRefundMethod, manualRefundLabels, type ReturnStory } from './return';

/** A cash order's refund, paid back outside the shop by UPI or bank transfer, recorded with its reference. */
export function RecordRefundForm({
  returned,
  amount,
}: {
  returned: Pick<ReturnStory, 'orderId' | 'returnId'>;
  amount: number;
}) {
  const [method, setMethod] = useState<ManualRefundMethod | ''>('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const record = trpc.admin.returns.recordRefund.useMutation();
  const utils = trpc.useUtils();
  const run = useDecisionStep(() => utils.admin.returns.invalidate());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { orderId, returnId } = returned;
    const refused = await run(
      () => record.mutateAsync({ orderId, returnId, method, reference }),
      'Refund recorded',
    );
    setErrors(refused?.fieldErrors ?? {});
    const onAField = refused && Object.keys(refused.fieldErrors).length > 0;
    setAlert(refused && !onAField ? refused.message : null);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Record refund paid" className="space-y-4">
      <p className="text-stone-700">
        The order was paid in cash: pay {formatRupees(amount)} back by UPI or bank transfer, then record it
        here. The customer is mailed the reference.
      </p>
      <FormAlert message={alert} />
      <FormField label="Paid back by" required error={errors.method}>
        {(control) => (
          <Select
            {...control}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as ManualRefundMethod | '')}
          >
            <option value="">Choose how</option>
            {(Object.keys(manualRefundLabels) as ManualRefundMethod[]).map((each) => (
              <option key={each} value={each}>
                {manualRefundLabels[each]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Reference"
        hint="As the bank or UPI app shows it: 4 to 64 letters, digits, - or /."
        required
        error={errors.reference}
      >
        {(control) => (
          <Input
            {...control}
            value={reference}
            autoComplete="off"
            onChange={(event) => setReference(event.currentTarget.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record refund paid'}
      </Button>
    </form>
  );
}
