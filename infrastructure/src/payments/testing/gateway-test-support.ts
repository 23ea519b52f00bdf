import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../payment-gateway';
import type { SignedWebhook } from './fake-http-server';

/** Opens a payment for a new shop order (₹497 unless said), keyed as the shop keys it. */
export function openPaymentOf(gateway: PaymentGateway, amount = 49_700, orderId: string = randomUUID()) {
  return gateway.openPayment({ orderId, amount, currency: 'INR', idempotencyKey: `open-payment-${orderId}` });
}

/** Reads a webhook as the shop's route hands it over: the raw body as bytes, the headers as sent. */
export function readSigned(gateway: PaymentGateway, webhook: SignedWebhook) {
  return gateway.readWebhook(Buffer.from(webhook.body), webhook.headers);
}
