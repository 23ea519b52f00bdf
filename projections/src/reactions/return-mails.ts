import type { PaymentEvent } from '@verdant/domain/sales/order-payments';
import type { ReturnEvent } from '@verdant/domain/sales/order-returns';
import type { Reaction } from '@verdant/platform';
import type { ReturnMailJob } from './jobs';
import { mailJob } from './mail-job';

type Handled = ReturnEvent | PaymentEvent;

const KINDS: Partial<Record<Handled['type'], ReturnMailJob['kind']>> = {
  ReturnRequested: 'return-requested',
  ReturnApproved: 'return-approved',
  ReturnDeclined: 'return-declined',
  ReturnReceived: 'return-received',
  RefundPaidByHand: 'return-refund-paid',
};

/**
 * The customer hears at each step of their return: that the shop has the request, its answer (with how to
 * send the plants, or why not), that the plants arrived and the refund started, and the cash paid back by
 * hand. Each step is mailed once, named by its place in the order's stream. A gateway refund's completion
 * is mailed as every refund's is (payment-mails); money paid back by hand for a claim is not a return's.
 */
export const returnMailsReaction: Reaction<Handled> = {
  name: 'return-mails',
  handles: ['ReturnRequested', 'ReturnApproved', 'ReturnDeclined', 'ReturnReceived', 'RefundPaidByHand'],
  jobFor(event) {
    const kind = KINDS[event.type];
    if (!kind) return null;
    const returnId =
      event.type === 'RefundPaidByHand'
        ? event.data.settles
        : 'returnId' in event.data
          ? event.data.returnId
          : null;
    if (!returnId) return null;
    const { orderId } = event.data;
    const revision = Number(event.revision);
    return mailJob(`${kind}-mail-${orderId}-${revision}`, { kind, orderId, returnId, revision });
  },
};
