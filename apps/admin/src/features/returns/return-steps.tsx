import { longShopDay } from '@verdant/domain/shared/shop-calendar';
import { formatRupees } from '@verdant/web-kit';
import { Timeline } from '../history/timeline';
import { OrderPanel } from '../orders/order-panel';
import { manualRefundLabels, type ReturnStep } from './return';

/** What each step is, in the back office's words. */
const stepTitles: Record<ReturnStep['kind'], string> = {
  requested: 'The customer asked to return the plants',
  approved: 'The shop approved the return',
  declined: 'The shop declined the return',
  received: 'The plants came back',
  refund_paid_by_hand: 'The refund was paid back by hand',
  refund_completed: 'The refund completed',
  refund_failed: 'The refund failed',
};

/** Every step of the return, oldest first, with who took it and the words each side wrote. */
export function ReturnSteps({ steps }: { steps: readonly ReturnStep[] }) {
  const entries = steps.map((step) => ({
    key: `${step.kind}-${step.at}`,
    title: stepTitles[step.kind],
    who: step.by ?? 'The shop',
    at: step.at,
    details: <StepWords step={step} />,
  }));
  return (
    <OrderPanel title="Steps">
      <Timeline label="Return steps" entries={entries} />
    </OrderPanel>
  );
}

function StepWords({ step }: { step: ReturnStep }) {
  const quote = (words: string, label?: string) => (
    <blockquote className="rounded-lg bg-cream-100 px-4 py-3 whitespace-pre-line text-ink">
      {label && <span className="block text-sm font-medium text-stone-600">{label}</span>}
      {words}
    </blockquote>
  );
  switch (step.kind) {
    case 'requested':
      return step.note === null ? (
        <p className="text-stone-600 italic">No note from the customer.</p>
      ) : (
        quote(step.note, "The customer's note")
      );
    case 'approved':
      return quote(step.instructions, 'Instructions to the customer');
    case 'declined':
      return quote(step.reason, 'Reason the customer reads');
    case 'received':
      return (
        <p className="text-stone-800">
          Refund of {formatRupees(step.amount)}
          {step.byHand ? ' to be paid back by hand' : ' asked of the payment gateway'}, due by{' '}
          {longShopDay(step.refundDueBy)}.
        </p>
      );
    case 'refund_paid_by_hand':
      return (
        <p className="text-stone-800">
          {formatRupees(step.amount)} by {manualRefundLabels[step.method]}, reference {step.reference}.
        </p>
      );
    case 'refund_completed':
      return <p className="text-stone-800">{formatRupees(step.amount)} given back.</p>;
    case 'refund_failed':
      return <p className="text-red-800">{step.reason}. Ask for it again from the order's page.</p>;
  }
}
