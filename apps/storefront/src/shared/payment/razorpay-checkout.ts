import type { DialogOutcome } from './dialog-outcome';
import { GatewayNotLoaded } from './gateway-not-loaded';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The options of Razorpay's Standard Checkout that the shop uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

let loading: Promise<RazorpayCheckout> | null = null;

/** checkout.js, added to the page the first time a shopper pays, and only once. */
function loadCheckout(): Promise<RazorpayCheckout> {
  loading ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new GatewayNotLoaded()));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new GatewayNotLoaded());
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayPayment {
  /** What the shop's server opened with Razorpay: the key id, the amount, the currency and the order. */
  client: Record<string, string>;
  description: string;
  prefill: RazorpayOptions['prefill'];
}

/**
 * Razorpay's own dialog (UPI, cards, net banking), for the order the shop opened with Razorpay. Razorpay shows
 * failed attempts and retries inside it; the dialog ends paid (its handler) or dismissed.
 */
export async function payWithRazorpay({ client, description, prefill }: RazorpayPayment) {
  const Razorpay = await loadCheckout();
  const { keyId, amount, currency, gatewayOrderId } = client;
  if (!keyId || !amount || !currency || !gatewayOrderId) throw new Error('Razorpay order incomplete');
  return new Promise<DialogOutcome>((resolve) => {
    new Razorpay({
      key: keyId,
      amount: Number(amount),
      currency,
      order_id: gatewayOrderId,
      name: 'Verdant',
      description,
      prefill,
      theme: { color: '#245a40' },
      handler: (response) =>
        resolve({
          paid: true,
          gatewayPaymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve({ paid: false }) },
    }).open();
  });
}
