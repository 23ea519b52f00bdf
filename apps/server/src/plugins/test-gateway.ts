import {
  GatewayRefusedError,
  GatewayUnreachableError,
  type TestGateway,
  TestPaymentClosedError,
} from '@verdant/platform/payments';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Shop } from '../shop';
import { TOO_MANY_REQUESTS } from '../trpc/call-refusals';
import type { RateLimitCheck } from './rate-limits';

const gatewayOrderId = z.string().trim().min(1).max(100);
const payInput = z.object({ gatewayOrderId, outcome: z.enum(['succeed', 'fail']) });
const cardInput = z.object({
  gatewayOrderId,
  card: z.object({
    number: z.string().max(32),
    expiry: z.string().max(5),
    cvc: z.string().regex(/^\d{3,4}$/, 'The CVC is 3 or 4 digits'),
    name: z.string().trim().min(1, 'The name on the card is required').max(100),
  }),
});
const authenticateInput = z.object({ gatewayOrderId, outcome: z.enum(['succeed', 'fail']) });

/**
 * The shop's own test-mode gateway as a browser reaches it: its test dialog and test card form post here, as
 * they would to a real gateway's servers, never through the shop's API. Only there while the test-mode gateway
 * is in use; it takes no money.
 */
export async function testGatewayPlugin(
  app: FastifyInstance,
  shop: Pick<Shop, 'payments'>,
  rateLimited: RateLimitCheck,
): Promise<void> {
  const test = shop.payments.gateways.test;
  if (!test) return;
  // Each post is a shopper confirming a payment, limited as the shop's own confirmations are.
  app.addHook('preHandler', async (request, reply) => {
    const retryAfter = await rateLimited('paymentConfirmation', request);
    if (retryAfter !== null) {
      return reply.code(429).header('retry-after', String(retryAfter)).send({ message: TOO_MANY_REQUESTS });
    }
  });
  const answer =
    <Input>(
      schema: z.ZodType<Input>,
      act: (input: Input, gateway: { dialog: TestGateway; card: TestGateway }) => unknown,
    ) =>
    async (request: { body: unknown }, reply: { code(status: number): { send(body: unknown): unknown } }) => {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? 'Invalid request' });
      try {
        return reply.code(200).send(act(parsed.data, test));
      } catch (error) {
        const status = answerStatus(error);
        if (status === null) throw error;
        return reply.code(status).send({ message: (error as Error).message });
      }
    };
  app.post(
    '/test-gateway/pay',
    answer(payInput, (input, gateway) => gateway.dialog.pay(input.gatewayOrderId, input.outcome)),
  );
  app.post(
    '/test-gateway/confirm-card',
    answer(cardInput, (input, gateway) => gateway.card.confirmCard(input.gatewayOrderId, input.card)),
  );
  app.post(
    '/test-gateway/authenticate',
    answer(authenticateInput, (input, gateway) =>
      gateway.card.authenticate(input.gatewayOrderId, input.outcome),
    ),
  );
}

/**
 * How the test gateway's refusals reach the browser, as a real gateway's would: a payment it does not know is
 * 404, one that can no longer be paid (cancelled, or paid already) 409, a gateway that is down 503.
 */
function answerStatus(error: unknown): number | null {
  if (error instanceof TestPaymentClosedError) return 409;
  if (error instanceof GatewayRefusedError) return 404;
  if (error instanceof GatewayUnreachableError) return 503;
  return null;
}
