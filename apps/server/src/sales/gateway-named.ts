import type { PaymentGatewayName } from '@verdant/domain/sales/order-payments';
import { isOnlineGateway } from '@verdant/domain/sales/payment-methods';
import type { PaymentGateway, PaymentGateways } from '@verdant/platform/payments';

/** The configured gateway an order's payment went through; null for cash, nothing to pay, or one not set up. */
export const gatewayNamed = (gateways: PaymentGateways, name: PaymentGatewayName): PaymentGateway | null =>
  isOnlineGateway(name) ? gateways.byName(name) : null;
