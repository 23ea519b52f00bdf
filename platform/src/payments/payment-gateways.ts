import { join } from 'node:path';
import type { ShopConfig } from '../config/config';
import type { GatewayName, PaymentGateway } from './payment-gateway';
import { TestGateway } from './test-gateway';
import { TestGatewayStore } from './test-gateway-store';

/** The online payment methods a shopper may choose: the gateway's dialog, or a card form. */
export type OnlineMethod = 'razorpay' | 'card';

/** The gateways the shop takes payments through, by the method a shopper chose and by name. */
export interface PaymentGateways {
  /** The gateway of an online payment method, or null when the shop does not take it. */
  forMethod(method: OnlineMethod): PaymentGateway | null;
  /** The gateway an order was paid through, to ask it again or refund. */
  byName(name: GatewayName): PaymentGateway | null;
  /** The shop's own test-mode gateway, when it is in use: its test dialog and card form reach it. */
  readonly test: { dialog: TestGateway; card: TestGateway } | null;
  close(): void;
}

interface PaymentGatewaysSettings {
  dataDir: string;
  /** Real gateways, for the methods whose keys are set. */
  razorpay: PaymentGateway | null;
  stripe: PaymentGateway | null;
  /** Whether a method without keys is served by the test-mode gateway (never in production by default). */
  testMode: boolean;
}

/**
 * Razorpay serves the gateway method and Stripe the card method when their keys are set; otherwise, in test
 * mode, the shop's own test-mode gateway serves them, so checkout works end to end with no account anywhere.
 * Without either, the method is not offered.
 */
function paymentGateways(settings: PaymentGatewaysSettings): PaymentGateways {
  const needsTest = settings.testMode && (settings.razorpay === null || settings.stripe === null);
  const store = needsTest ? new TestGatewayStore(join(settings.dataDir, 'test-gateway.sqlite')) : null;
  const test = store
    ? { dialog: new TestGateway(store, 'dialog'), card: new TestGateway(store, 'card') }
    : null;
  const dialog = settings.razorpay ?? test?.dialog ?? null;
  const card = settings.stripe ?? test?.card ?? null;
  return {
    forMethod: (method) => (method === 'razorpay' ? dialog : card),
    byName: (name) => [dialog, card].find((gateway) => gateway?.name === name) ?? null,
    test,
    close: () => store?.close(),
  };
}

/** The gateways the configuration names. A gateway's client library loads only when the gateway is configured. */
export async function openPaymentGateways(
  config: Pick<ShopConfig, 'dataDir' | 'razorpay' | 'stripe' | 'paymentsTestMode'>,
): Promise<PaymentGateways> {
  return paymentGateways({
    dataDir: config.dataDir,
    razorpay: config.razorpay
      ? new (await import('./razorpay-gateway')).RazorpayGateway(config.razorpay)
      : null,
    stripe: config.stripe ? new (await import('./stripe-gateway')).StripeGateway(config.stripe) : null,
    testMode: config.paymentsTestMode,
  });
}
