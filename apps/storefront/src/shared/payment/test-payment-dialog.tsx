import { Button, Dialog, FormAlert, formatRupees, orderNumber } from '@verdant/web-kit';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { DialogOutcome } from './dialog-outcome';
import { testGateway } from './test-gateway-client';

export interface TestPaymentDialogProps {
  orderId: string;
  amount: number;
  gatewayOrderId: string;
  onEnd: (outcome: DialogOutcome) => void;
}

/**
 * The test-mode gateway's stand-in for Razorpay's dialog: pay, or have the payment fail and try again, or
 * close it unpaid. Close comes last in the page's order, so focus starts on Pay; the modal <dialog> is fixed,
 * so Close is placed in its corner.
 */
export function TestPaymentDialog({ orderId, amount, gatewayOrderId, onEnd }: TestPaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(outcome: 'succeed' | 'fail') {
    setBusy(true);
    setFailure(null);
    try {
      const payment = await testGateway.pay(gatewayOrderId, outcome);
      if (payment.paid)
        onEnd({ paid: true, gatewayPaymentId: payment.paymentId, signature: payment.signature });
      else setFailure('Payment failed. Try again, or close this window and pay later from your order.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  // Closed while the gateway is answering, the outcome would be lost: it waits for the answer.
  const close = () => {
    if (!busy) onEnd({ paid: false });
  };

  return (
    <Dialog
      open
      onClose={close}
      title="Test mode payment"
      description="This is the shop's test-mode gateway: no money is taken."
    >
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-cream-100 p-4">
        <dt className="text-stone-600">Order</dt>
        <dd className="text-right font-medium">{orderNumber(orderId)}</dd>
        <dt className="text-stone-600">Amount</dt>
        <dd className="text-right font-semibold">{formatRupees(amount)}</dd>
      </dl>
      <FormAlert message={failure} className="mt-4" />
      <div className="mt-5 flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => void pay('succeed')}>
          Pay {formatRupees(amount)}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void pay('fail')}>
          Fail payment
        </Button>
      </div>
      <button
        type="button"
        aria-label="Close"
        disabled={busy}
        onClick={close}
        className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-leaf-800 hover:bg-leaf-100 disabled:opacity-60"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </Dialog>
  );
}
