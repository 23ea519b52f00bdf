import { Button, ConfirmDialog, FormAlert, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { useDecisionStep } from '../aftercare/use-decision-step';
import type { ReturnStory } from './return';

/** 'Return received', asked once more: the refund starts, and its amount and due day show on the page. */
export function ReceiveReturn({ returned }: { returned: Pick<ReturnStory, 'orderId' | 'returnId'> }) {
  const [asking, setAsking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const receive = trpc.admin.returns.receive.useMutation();
  const utils = trpc.useUtils();
  const run = useDecisionStep(() => utils.admin.returns.invalidate());
  const confirm = async () => {
    const { orderId, returnId } = returned;
    const refused = await run(
      () => receive.mutateAsync({ orderId, returnId }),
      'Return received: refund started',
    );
    setAsking(false);
    setAlert(refused?.message ?? null);
  };
  return (
    <div className="space-y-3">
      <p className="text-stone-700">
        Once the plants are back, mark the return received: its refund starts, due within 10 business days.
      </p>
      <FormAlert message={alert} />
      <Button onClick={() => setAsking(true)}>Return received</Button>
      <ConfirmDialog
        open={asking}
        title="Mark the return received?"
        message="The plants are back with the shop. The refund starts now and cannot be undone here."
        confirmLabel="Return received"
        busyLabel="Recording…"
        busy={receive.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
