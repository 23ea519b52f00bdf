import { randomUUID } from 'node:crypto';
import type { OpenPaymentRequest, PaymentGateway } from '../payment-gateway';
import type { SignedWebhook } from './fake-http-server';

/** The shopper's delivery address, as a shop order gives it to a gateway. */
export const SHIPPING: OpenPaymentRequest['shipping'] = {
  name: 'Asha Rao',
  phone: '+919000090000',
  line1: '12 MG Road',
  line2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
};

/** Thirty minutes to pay, as the shop gives a shopper. */
export const PAY_WITHIN_MS = 30 * 60 * 1000;

/** A payment request for a shop order (₹497 unless said), keyed as the shop keys it. */
export function paymentRequest(
  orderId: string = randomUUID(),
  amount = 49_700,
  overrides: Partial<OpenPaymentRequest> = {},
): OpenPaymentRequest {
  return {
    orderId,
    amount,
    currency: 'INR',
    idempotencyKey: `open-payment-${orderId}`,
    description: `Verdant order ${orderId.slice(0, 8)}`,
    shipping: SHIPPING,
    payWithinMs: PAY_WITHIN_MS,
    ...overrides,
  };
}

/** Opens a payment for a new shop order (₹497 unless said), keyed as the shop keys it. */
export function openPaymentOf(
  gateway: PaymentGateway,
  amount = 49_700,
  orderId: string = randomUUID(),
  overrides: Partial<OpenPaymentRequest> = {},
) {
  return gateway.openPayment(paymentRequest(orderId, amount, overrides));
}

/** Reads a webhook as the shop's route hands it over: the raw body as bytes, the headers as sent. */
export function readSigned(gateway: PaymentGateway, webhook: SignedWebhook) {
  return gateway.readWebhook(Buffer.from(webhook.body), webhook.headers);
}
