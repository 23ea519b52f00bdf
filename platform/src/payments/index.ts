/**
 * @verdant/platform/payments: the payment gateway port, its errors, and the gateways the configuration
 * names (openPaymentGateways loads Razorpay's or Stripe's adapter only when its keys are set).
 */
export type {
  GatewayName,
  GatewayPaymentState,
  GatewayRefund,
  OpenPaymentRequest,
  PaymentGateway,
  WebhookFacts,
} from './payment-gateway';
export { GatewayRefusedError, GatewayUnreachableError, WebhookSignatureError } from './payment-gateway';
export type { OnlineMethod, PaymentGateways } from './payment-gateways';
export { openPaymentGateways } from './payment-gateways';
export type { TestGateway } from './test-gateway';
export { TEST_CARDS, TestPaymentClosedError } from './test-gateway';
