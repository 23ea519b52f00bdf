import { notify, refusalOf, trpc } from '@verdant/web-kit';
import { usePaymentOutcome } from './use-payment-outcome';

/** The gateway settles a card payment a moment after the form: the shop asks then, and again while it is processing. */
const ASK_AFTER_MS = 2_000;
const ASKS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After the card form: what the form should say to try another card, or null once the payment is settled. */
export type CardConfirmation = { settled: true } | { settled: false; problem: string | null };

/**
 * Once the gateway has the card, the shop asks the gateway itself what became of the payment (it never takes
 * the browser's word). Paid, the shopper lands on their orders; still processing after a few asks, on the
 * order's page, which shows the payment once it is confirmed.
 */
export function useCardConfirmation() {
  const confirmCard = trpc.payments.confirmCard.useMutation();
  const outcome = usePaymentOutcome();

  return async function confirm(orderId: string): Promise<CardConfirmation> {
    notify.success('Payment initiated');
    for (let ask = 0; ask < ASKS; ask++) {
      await pause(ASK_AFTER_MS);
      let answer: Awaited<ReturnType<typeof confirmCard.mutateAsync>>;
      try {
        answer = await confirmCard.mutateAsync({ orderId });
      } catch (error) {
        notify.error(refusalOf(error)?.message ?? 'Failed to verify payment');
        return { settled: false, problem: null };
      }
      if (answer.status === 'paid') {
        await outcome.paid('Payment successful!');
        return { settled: true };
      }
      if (answer.status === 'refunding') {
        // Money that came for a cancelled order is on its way back: never a success, and nothing to try again.
        notify.error(answer.message);
        await outcome.showOrder(orderId);
        return { settled: true };
      }
      if (answer.status !== 'processing') return { settled: false, problem: answer.message };
    }
    notify.success('Your payment is being confirmed. Your order will show it shortly.');
    await outcome.showOrder(orderId);
    return { settled: true };
  };
}
