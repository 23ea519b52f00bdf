import { Button, ConfirmDialog, FormAlert, notify, refusalOf, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import type { ClaimStory } from './claim';

/**
 * Sends the claimed plants again, free, as an order of their own to the address of the order claimed on.
 * Asked once more before it is recorded: a replacement cannot be taken back.
 */
export function ReplaceClaim({ claim }: { claim: Pick<ClaimStory, 'orderId' | 'claimId' | 'orderNumber'> }) {
  const { orderId, claimId } = claim;
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const replace = trpc.admin.claims.replace.useMutation();
  const utils = trpc.useUtils();

  const confirm = async () => {
    try {
      const { replacementOrderId } = await replace.mutateAsync({ orderId, claimId });
      notify.success(`Replacement order #${replacementOrderId.slice(0, 8)} placed`);
    } catch (failure) {
      const refusal = refusalOf(failure);
      // Decided by another admin meanwhile: read it again, which takes the decisions away.
      if (refusal?.status === 409) notify.error(refusal.message);
      else setProblem(refusal?.message ?? "We couldn't send the replacement. Please try again.");
    } finally {
      setAsking(false);
      await Promise.all([utils.admin.claims.invalidate(), utils.admin.orders.invalidate()]);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        A free order for the claimed plants, to the customer at the address of order {claim.orderNumber}. It
        is shipped like any order; counted plants are held for it.
      </p>
      <FormAlert message={problem} />
      <Button
        onClick={() => {
          setProblem(undefined);
          setAsking(true);
        }}
      >
        Send a replacement
      </Button>
      <ConfirmDialog
        open={asking}
        title="Send a replacement?"
        message="The claim is decided: the customer is told, and a free order for the claimed plants is placed."
        confirmLabel="Send replacement"
        busyLabel="Sending…"
        busy={replace.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
