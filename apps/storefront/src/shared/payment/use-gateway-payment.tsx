import { notify, orderNumber, type RouterOutputs, refusalOf, trpc, useAuth } from '@verdant/web-kit';
import { useState } from 'react';
import type { DialogOutcome } from './dialog-outcome';
import { GatewayNotLoaded } from './gateway-not-loaded';
import { payWithRazorpay } from './razorpay-checkout';
import { TestPaymentDialog } from './test-payment-dialog';
import { usePaymentOutcome } from './use-payment-outcome';

type PaymentStart = RouterOutputs['payments']['start'];

/**
 * Paying an order through the gateway method: the shop opens (or reopens) the gateway's order, the shopper
 * pays in the gateway's dialog (Razorpay's, or the test-mode gateway's own), and the shop checks the dialog's
 * signed proof before the order counts as paid. Render `dialog` where the hook is used.
 */
export function useGatewayPayment() {
  const start = trpc.payments.start.useMutation();
  const confirm = trpc.payments.confirmDialog.useMutation();
  const outcome = usePaymentOutcome();
  const { user } = useAuth();
  const [paying, setPaying] = useState(false);
  const [testPayment, setTestPayment] = useState<{
    opened: PaymentStart;
    end: (outcome: DialogOutcome) => void;
  } | null>(null);

  const openDialog = (opened: PaymentStart) =>
    opened.testMode
      ? new Promise<DialogOutcome>((end) => setTestPayment({ opened, end }))
      : payWithRazorpay({
          client: opened.client,
          description: `Order ${orderNumber(opened.orderId)}`,
          prefill: {
            name: user?.fullName ?? undefined,
            email: user?.email ?? undefined,
            contact: user?.phone ?? undefined,
          },
        });

  async function settle(orderId: string) {
    let opened: PaymentStart;
    try {
      opened = await start.mutateAsync({ orderId });
    } catch (error) {
      notify.error(refusalOf(error)?.message ?? 'Failed to create Razorpay order');
      return outcome.showOrder(orderId);
    }
    let ended: DialogOutcome;
    try {
      ended = await openDialog(opened);
    } catch (error) {
      notify.error(error instanceof GatewayNotLoaded ? error.message : 'Payment initiation failed');
      return outcome.showOrder(orderId);
    } finally {
      setTestPayment(null);
    }
    if (!ended.paid) {
      notify.error('Payment cancelled.');
      return outcome.showOrder(orderId);
    }
    let answer: Awaited<ReturnType<typeof confirm.mutateAsync>>;
    try {
      answer = await confirm.mutateAsync({
        orderId,
        gatewayPaymentId: ended.gatewayPaymentId,
        signature: ended.signature,
      });
    } catch (error) {
      // The server's refusal says what failed ('Payment verification failed: Invalid signature').
      notify.error(refusalOf(error)?.message ?? 'Verification failed');
      return outcome.showOrder(orderId);
    }
    switch (answer.status) {
      case 'paid':
        return outcome.paid('Payment successful! Order confirmed.');
      case 'processing':
        notify.success('Your payment is being confirmed. Your order will show it shortly.');
        return outcome.showOrder(orderId);
      default:
        // Money that came for a cancelled order, or another amount, is on its way back: never a success.
        notify.error(answer.message);
        return outcome.showOrder(orderId);
    }
  }

  return {
    paying,
    /** Once paid the shopper lands on their orders; otherwise on the order's page, where it stays payable. */
    async pay(orderId: string) {
      if (paying) return;
      setPaying(true);
      try {
        await settle(orderId);
      } finally {
        setPaying(false);
      }
    },
    dialog: testPayment && (
      <TestPaymentDialog
        orderId={testPayment.opened.orderId}
        amount={testPayment.opened.amount}
        gatewayOrderId={testPayment.opened.client.gatewayOrderId ?? ''}
        onEnd={testPayment.end}
      />
    ),
  };
}
