import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { longShopDay } from '@verdant/domain/shared/shop-calendar';
import type { RouterOutputs } from '@verdant/web-kit';

export type OrderReturns = RouterOutputs['returns']['ofOrder'];
export type CustomerReturn = OrderReturns['returns'][number];
export type ReturnLine = OrderReturns['lines'][number];
type ReturnStep = CustomerReturn['steps'][number];

const PAID_BY = { upi: 'UPI', bank_transfer: 'bank transfer' } as const;

/** Where the return stands, in the customer's words. */
export function returnStatusWords(returned: Pick<CustomerReturn, 'status' | 'refund'>): string {
  switch (returned.status) {
    case 'requested':
      return 'Requested: we reply with how to send the plants back';
    case 'approved':
      return 'Approved: please send the plants back as we describe';
    case 'declined':
      return 'Declined';
    case 'refund_due':
      return returned.refund
        ? `Received: your refund of ${formatRupees(returned.refund.amount)} is due by ${longShopDay(returned.refund.dueBy)}`
        : 'Received: your refund has started';
    case 'refunded':
      return 'Refunded';
  }
}

/** What each step of a return says to the customer. */
export function returnStepWords(step: ReturnStep): string {
  switch (step.kind) {
    case 'requested':
      return step.note ? `You asked to return them: ${step.note}` : 'You asked to return them.';
    case 'approved':
      return `Approved. How to send them back: ${step.instructions}`;
    case 'declined':
      return `Declined: ${step.reason}`;
    case 'received':
      return `We received them: a refund of ${formatRupees(step.amount)} has started, due by ${longShopDay(step.refundDueBy)}.`;
    case 'refund_paid_by_hand':
      return `Refunded ${formatRupees(step.amount)} by ${PAID_BY[step.method]} (reference ${step.reference}).`;
    case 'refund_completed':
      return `Refunded ${formatRupees(step.amount)} the way you paid.`;
    case 'refund_failed':
      return 'Your refund did not go through: we are looking into it.';
  }
}
