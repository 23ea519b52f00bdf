import { TriangleAlert } from 'lucide-react';
import { refundDueText } from './return';

/** A refund's due day; an overdue one in red with a warning sign. A dash while no refund has started. */
export function RefundDue({ dueBy, overdue }: { dueBy: string | null; overdue: boolean }) {
  if (dueBy === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No refund yet</span>
      </>
    );
  if (!overdue) return <span>{refundDueText(dueBy, false)}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-medium text-red-800">
      <TriangleAlert aria-hidden="true" className="size-4" />
      {refundDueText(dueBy, true)}
    </span>
  );
}
