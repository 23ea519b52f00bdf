import { trpc } from '@verdant/web-kit';
import { DecisionForm } from '../aftercare/decision-form';
import { OrderPanel } from '../orders/order-panel';
import { ReceiveReturn } from './receive-return';
import { RecordRefundForm } from './record-refund-form';
import type { ReturnStory } from './return';

const WORDS_HINT = '10 to 1,000 characters. The customer reads this on their order and in a mail.';

/** The shop's next step, by where the return stands: answer it, receive it, or record the cash paid back. */
export function ReturnActions({ returned }: { returned: ReturnStory }) {
  const { orderId, returnId } = returned;
  const approve = trpc.admin.returns.approve.useMutation();
  const decline = trpc.admin.returns.decline.useMutation();
  const utils = trpc.useUtils();
  const readAgain = () => utils.admin.returns.invalidate();
  switch (returned.status) {
    case 'requested':
      return (
        <div className="grid gap-6 lg:grid-cols-2">
          <OrderPanel title="Approve">
            <DecisionForm
              title="Approve"
              label="Instructions to the customer"
              hint={`How and where to send the plants back. ${WORDS_HINT}`}
              submitLabel="Approve return"
              field="instructions"
              done="Return approved"
              send={(instructions) => approve.mutateAsync({ orderId, returnId, instructions })}
              sending={approve.isPending}
              readAgain={readAgain}
            />
          </OrderPanel>
          <OrderPanel title="Decline">
            <DecisionForm
              title="Decline"
              label="Reason the customer reads"
              hint={`Why the shop cannot take these plants back. ${WORDS_HINT}`}
              submitLabel="Decline return"
              field="reason"
              done="Return declined"
              variant="danger"
              send={(reason) => decline.mutateAsync({ orderId, returnId, reason })}
              sending={decline.isPending}
              readAgain={readAgain}
            />
          </OrderPanel>
        </div>
      );
    case 'approved':
      return (
        <OrderPanel title="Receive">
          <ReceiveReturn returned={returned} />
        </OrderPanel>
      );
    case 'refund_due':
      return returned.refund?.byHand ? (
        <OrderPanel title="Record refund paid">
          <RecordRefundForm returned={returned} amount={returned.refund.amount} />
        </OrderPanel>
      ) : (
        <OrderPanel title="Refund">
          <p className="text-stone-700">
            The refund was asked of the payment gateway that took the money. Should it fail, ask for it again
            from the order's page.
          </p>
        </OrderPanel>
      );
    default:
      return null;
  }
}
