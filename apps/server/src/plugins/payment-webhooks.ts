import { type PaymentGateway, WebhookSignatureError } from '@verdant/platform/payments';
import { PAYMENTS_QUEUE, type PaymentJob } from '@verdant/projections/reactions/jobs';
import type { FastifyInstance } from 'fastify';
import type { Shop } from '../shop';

/** Webhooks are small; a larger body is not a gateway's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /webhooks/razorpay, /webhooks/stripe and /webhooks/test: the gateways' word on payments and refunds.
 * The signature is checked on the raw body as it arrived (re-serialised JSON would not match); a bad one is
 * answered 400 and nothing is recorded. A good one is always answered 200 (a gateway retries a refusal for a
 * day and then disables the webhook) and recorded by a job named by the gateway's event id, so a webhook
 * delivered again is the same job, done once; what it says that does not fit the order is recorded as such.
 */
export async function paymentWebhooksPlugin(
  app: FastifyInstance,
  shop: Pick<Shop, 'payments' | 'stores'>,
): Promise<void> {
  // Every body, JSON included, stays as the gateway sent it: the signature covers those exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const route = (name: PaymentGateway['name']) =>
    app.post(`/webhooks/${name}`, async (request, reply) => {
      const receiving = shop.payments.gateways.byName(name);
      if (!receiving)
        return reply.code(404).send({ message: 'This shop takes no payments through this gateway' });
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) return reply.code(400).send({ message: 'Expected a raw body' });
      let facts: ReturnType<PaymentGateway['readWebhook']>;
      try {
        facts = receiving.readWebhook(rawBody, request.headers as Record<string, string | undefined>);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ gateway: receiving.name }, 'webhook refused: not signed by the gateway');
        return reply.code(400).send({ message: 'Invalid signature' });
      }
      const payload: PaymentJob = { kind: 'webhook', gateway: receiving.name, facts };
      const { accepted } = await shop.stores.jobQueue.enqueue(
        PAYMENTS_QUEUE,
        { id: `webhook-${receiving.name}-${facts.eventId}`, name: 'webhook', payload },
        { attempts: 5, backoff: { type: 'exponential', delayMs: 2_000 } },
      );
      request.log.info(
        { gateway: receiving.name, eventId: facts.eventId, kind: facts.kind, duplicate: !accepted },
        'webhook received',
      );
      return reply.code(200).send({ received: true });
    });
  route('razorpay');
  route('stripe');
  // The test-mode gateway's webhooks, signed with its own secret, exercise the same path without an account.
  route('test');
}
