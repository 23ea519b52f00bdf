import {
  Button,
  ConfirmDialog,
  FormAlert,
  FormField,
  formatRupees,
  Input,
  Select,
  trpc,
} from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { useDecisionStep } from '../aftercare/use-decision-step';
import type { ClaimStory } from './claim';

type Offer = NonNullable<ClaimStory['refundOffer']>;
type Claim = Pick<ClaimStory, 'orderId' | 'claimId'>;

/**
 * Gives back what the claimed plants cost. Paid online, through the gateway that took it; paid in cash on
 * delivery, the admin pays it back by UPI or bank transfer first and records the transfer's reference.
 */
export function RefundClaim({ claim, offer }: { claim: Claim; offer: Offer }) {
  if (offer.refusal) return <p className="text-stone-700">{offer.refusal}</p>;
  return offer.byHand ? (
    <RefundByHand claim={claim} amount={offer.amount} />
  ) : (
    <RefundThroughGateway claim={claim} amount={offer.amount} />
  );
}

function useRefund(claim: Claim, onProblem: (problem: { message: string; field?: string }) => void) {
  const refund = trpc.admin.claims.refund.useMutation();
  const utils = trpc.useUtils();
  const run = useDecisionStep(() =>
    Promise.all([utils.admin.claims.invalidate(), utils.admin.orders.invalidate()]),
  );
  const send = async (manualRefund?: { method: string; reference: string }) => {
    const refused = await run(() => refund.mutateAsync({ ...claim, manualRefund }), 'Claim refunded');
    if (refused) onProblem({ message: refused.message, field: Object.keys(refused.fieldErrors)[0] });
  };
  return { send, sending: refund.isPending };
}

function RefundThroughGateway({ claim, amount }: { claim: Claim; amount: number }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { send, sending } = useRefund(claim, ({ message }) => setProblem(message));
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        {formatRupees(amount)} goes back through the payment gateway the order was paid with.
      </p>
      <FormAlert message={problem} />
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Refund {formatRupees(amount)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Refund ${formatRupees(amount)}?`}
        message="The claim is decided: the customer is told, and the gateway is asked to give the money back."
        confirmLabel="Refund"
        busyLabel="Refunding…"
        busy={sending}
        onConfirm={() => {
          setProblem(undefined);
          void send().finally(() => setAsking(false));
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

function RefundByHand({ claim, amount }: { claim: Claim; amount: number }) {
  const [method, setMethod] = useState('upi');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<{ message: string; field?: string }>();
  const { send, sending } = useRefund(claim, setProblem);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    void send({ method, reference });
  };
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <form noValidate onSubmit={submit} aria-label="Record refund paid" className="space-y-4">
      <p className="text-stone-700">
        Paid in cash on delivery: pay {formatRupees(amount)} back to the customer by UPI or bank transfer,
        then record it here.
      </p>
      <FormAlert message={problem && !problem.field ? problem.message : undefined} />
      <FormField label="Paid back by" error={fieldError('method')} required>
        {(control) => (
          <Select {...control} value={method} onChange={(event) => setMethod(event.currentTarget.value)}>
            <option value="upi">UPI</option>
            <option value="bank_transfer">Bank transfer</option>
          </Select>
        )}
      </FormField>
      <FormField
        label="Transfer reference"
        hint="The UPI transaction ID or the bank's reference, as the transfer shows it."
        error={fieldError('reference')}
        required
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
      <Button type="submit" variant="secondary" disabled={sending}>
        {sending ? 'Recording…' : `Record refund of ${formatRupees(amount)}`}
      </Button>
    </form>
  );
}
