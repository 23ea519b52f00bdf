import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import { StripeGateway, type StripeSettings } from './stripe-gateway';
import type { SignedWebhook } from './testing/fake-http-server';
import { DECLINED_MESSAGE } from './testing/fake-stripe-objects';
import { FakeStripe } from './testing/fake-stripe-server';
import { openPaymentOf, readSigned } from './testing/gateway-test-support';

const gatewayFor = (fake: FakeStripe, overrides: Partial<StripeSettings> = {}) =>
  new StripeGateway({ ...fake.keys, apiUrl: fake.url, timeoutMs: 2_000, maxNetworkRetries: 0, ...overrides });

paymentGatewayContract('Stripe', 'card', async () => {
  const fake = await FakeStripe.start();
  return {
    gateway: gatewayFor(fake),
    secrets: [fake.keys.secretKey, fake.keys.webhookSecret],
    shopper: {
      pay: async ({ gatewayOrderId }) => ({
        gatewayPaymentId: fake.confirmIntent(gatewayOrderId, 'succeeds').latest_charge,
        signature: null,
      }),
      fail: async ({ gatewayOrderId }) => void fake.confirmIntent(gatewayOrderId, 'declined'),
      leavePending: async ({ gatewayOrderId }) => void fake.confirmIntent(gatewayOrderId, 'requires_action'),
      refundsOf: async (gatewayPaymentId) => fake.refundsOf(gatewayPaymentId),
    },
    close: () => fake.close(),
  };
});

describe('the Stripe adapter', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  const open = (amount?: number, orderId?: string) => openPaymentOf(gateway, amount, orderId);
  const read = (webhook: SignedWebhook) => readSigned(gateway, webhook);
  const lastRequest = () => fake.requests.at(-1)!;

  beforeEach(async () => {
    fake = await FakeStripe.start();
    gateway = gatewayFor(fake);
  });
  afterEach(() => fake.close());

  it('creates a card PaymentIntent for the amount in paise, naming the shop order, with its idempotency key', async () => {
    const orderId = randomUUID();
    const opened = await open(12_345, orderId);

    const request = lastRequest();
    expect(`${request.method} ${request.path}`).toBe('POST /v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe(`open-payment-${orderId}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      amount: '12345',
      currency: 'inr',
      'allowed_payment_method_types[0]': 'card',
      'metadata[order_id]': orderId,
    });
    const intent = fake.intents.get(opened.gatewayOrderId)!;
    expect(opened.client).toEqual({
      clientSecret: intent.client_secret,
      publishableKey: fake.keys.publishableKey,
      gatewayOrderId: intent.id,
    });
    fake.confirmIntent(intent.id, 'succeeds');
    expect(await gateway.paymentState(intent.id)).toEqual({
      status: 'captured',
      gatewayPaymentId: fake.intents.get(intent.id)!.latest_charge,
      amount: 12_345,
      currency: 'INR',
    });
  });

  it('opens one PaymentIntent per idempotency key', async () => {
    const orderId = randomUUID();
    const first = await open(49_700, orderId);
    expect(await open(49_700, orderId)).toEqual(first);
    expect(fake.intents.size).toBe(1);
  });

  it('is live only with a live key', () => {
    expect(gateway.live).toBe(false);
    expect(gatewayFor(fake, { secretKey: 'sk_live_x' }).live).toBe(true);
    expect(gatewayFor(fake, { secretKey: 'rk_live_x' }).live).toBe(true);
  });

  it("reads each PaymentIntent status the shop's way", async () => {
    const state = async (act: (id: string) => void) => {
      const { gatewayOrderId } = await open();
      act(gatewayOrderId);
      return gateway.paymentState(gatewayOrderId);
    };
    expect(await state((id) => fake.confirmIntent(id, 'processing'))).toEqual({ status: 'pending' });
    expect(await state((id) => fake.confirmIntent(id, 'requires_action'))).toEqual({ status: 'pending' });
    expect(await state((id) => fake.confirmIntent(id, 'declined'))).toEqual({
      status: 'requires_payment_method',
      reason: DECLINED_MESSAGE,
    });
    expect(await state((id) => fake.cancelIntent(id))).toEqual({
      status: 'failed',
      gatewayPaymentId: null,
      reason: 'The payment was canceled (abandoned)',
    });
  });

  describe('webhooks', () => {
    it('reads a success with the shop order from the metadata, and a failure with its reason', async () => {
      const orderId = randomUUID();
      const { gatewayOrderId } = await open(49_700, orderId);
      fake.confirmIntent(gatewayOrderId, 'declined');
      expect(
        read(fake.webhookFor('payment_intent.payment_failed', gatewayOrderId, { eventId: 'evt_1' })),
      ).toEqual({
        kind: 'failed',
        eventId: 'evt_1',
        gatewayOrderId,
        gatewayPaymentId: fake.intents.get(gatewayOrderId)!.latest_charge,
        reason: DECLINED_MESSAGE,
        orderId,
      });

      const charge = fake.confirmIntent(gatewayOrderId, 'succeeds').latest_charge;
      expect(read(fake.webhookFor('payment_intent.succeeded', gatewayOrderId, { eventId: 'evt_2' }))).toEqual(
        {
          kind: 'captured',
          eventId: 'evt_2',
          gatewayOrderId,
          gatewayPaymentId: charge,
          amount: 49_700,
          currency: 'INR',
          orderId,
        },
      );
      expect(read(fake.webhookFor('payment_intent.created', gatewayOrderId, { eventId: 'evt_3' }))).toEqual({
        kind: 'ignored',
        eventId: 'evt_3',
        type: 'payment_intent.created',
      });
    });

    it('refuses a webhook signed with another secret, an altered body, an old signature or none', async () => {
      const { gatewayOrderId } = await open();
      fake.confirmIntent(gatewayOrderId, 'succeeds');
      const type = 'payment_intent.succeeded';
      expect(() => read(fake.webhookFor(type, gatewayOrderId, { secret: 'whsec_other' }))).toThrow(
        WebhookSignatureError,
      );
      const genuine = fake.webhookFor(type, gatewayOrderId);
      expect(() => read({ ...genuine, body: genuine.body.replace('49700', '100') })).toThrow(
        WebhookSignatureError,
      );
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      expect(() => read(fake.webhookFor(type, gatewayOrderId, { timestamp: tenMinutesAgo }))).toThrow(
        WebhookSignatureError,
      );
      expect(() => read({ body: genuine.body, headers: {} })).toThrow(WebhookSignatureError);
    });

    it('reads an event delivered again just the same: acting once on its id is the caller’s job', async () => {
      const { gatewayOrderId } = await open();
      fake.confirmIntent(gatewayOrderId, 'succeeds');
      const webhook = fake.webhookFor('payment_intent.succeeded', gatewayOrderId);
      expect(read(webhook)).toEqual(read(webhook));
    });
  });

  describe('refunds', () => {
    const captured = async () => {
      const { gatewayOrderId } = await open();
      return fake.confirmIntent(gatewayOrderId, 'succeeds');
    };

    it('refunds the charge it reported, with the idempotency key, and a PaymentIntent by its id', async () => {
      const intent = await captured();
      await gateway.refund({
        gatewayPaymentId: intent.latest_charge!,
        amount: 20_000,
        idempotencyKey: 'refund-1',
      });
      expect(lastRequest().headers['idempotency-key']).toBe('refund-1');
      expect(Object.fromEntries(new URLSearchParams(lastRequest().body))).toEqual({
        charge: intent.latest_charge,
        amount: '20000',
        'metadata[refund_id]': 'refund-1',
      });
      await gateway.refund({ gatewayPaymentId: intent.id, amount: 100, idempotencyKey: 'refund-2' });
      expect(new URLSearchParams(lastRequest().body).get('payment_intent')).toBe(intent.id);
      expect(fake.refundsOf(intent.id)).toBe(2);
    });

    it('says a pending refund is pending, and completed once Stripe settles it', async () => {
      const intent = await captured();
      fake.refundOutcome = 'pending';
      const pending = await gateway.refund({
        gatewayPaymentId: intent.latest_charge!,
        amount: 49_700,
        idempotencyKey: 'refund-3',
      });
      if (pending.status !== 'pending') throw new Error(`expected pending, got ${pending.status}`);
      fake.settleRefund(pending.gatewayRefundId, 'succeeded');
      expect(await gateway.refundState(pending.gatewayRefundId)).toEqual({
        status: 'completed',
        gatewayRefundId: pending.gatewayRefundId,
      });
    });

    it('says a failed refund failed, with Stripe’s reason', async () => {
      const intent = await captured();
      fake.refundOutcome = 'failed';
      expect(
        await gateway.refund({
          gatewayPaymentId: intent.latest_charge!,
          amount: 49_700,
          idempotencyKey: 'refund-4',
        }),
      ).toEqual({ status: 'failed', reason: 'Stripe could not refund (expired_or_canceled_card)' });
    });

    it('refuses the same key for a different refund rather than make a second one', async () => {
      const intent = await captured();
      const refund = { gatewayPaymentId: intent.latest_charge!, idempotencyKey: 'refund-5' };
      await gateway.refund({ ...refund, amount: 100 });
      await expect(gateway.refund({ ...refund, amount: 200 })).rejects.toThrow(
        /Keys for idempotent requests/,
      );
      expect(fake.refundsOf(intent.id)).toBe(1);
    });
  });

  describe('faults', () => {
    it('rejects every call while Stripe answers 500, never reporting a success', async () => {
      const { gatewayOrderId } = await open();
      fake.faults.status = 500;
      await expect(open()).rejects.toThrow(
        /Stripe could not create a PaymentIntent: An unknown error occurred/,
      );
      await expect(gateway.resumePayment(gatewayOrderId)).rejects.toThrow(/unknown error/);
      await expect(gateway.paymentState(gatewayOrderId)).rejects.toThrow(/unknown error/);
      await expect(
        gateway.refund({ gatewayPaymentId: 'ch_x', amount: 100, idempotencyKey: 'r' }),
      ).rejects.toThrow(/unknown error/);
      await expect(gateway.refundState('re_x')).rejects.toThrow(/unknown error/);
    });

    it('retries a call whose answer was lost with the same idempotency key: one PaymentIntent', async () => {
      fake.faults.delayMs = 1_000;
      fake.faults.times = 1;
      const retrying = gatewayFor(fake, { timeoutMs: 200, maxNetworkRetries: 1 });
      const opened = await retrying.openPayment({
        orderId: 'o-1',
        amount: 49_700,
        currency: 'INR',
        idempotencyKey: 'open-payment-o-1',
      });
      const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
      expect(creates.map((request) => request.headers['idempotency-key'])).toEqual([
        'open-payment-o-1',
        'open-payment-o-1',
      ]);
      expect([...fake.intents.keys()]).toEqual([opened.gatewayOrderId]);
    });

    it('rejects a call Stripe refuses, with its reason', async () => {
      await expect(gateway.paymentState('pi_missing')).rejects.toThrow(
        /No such payment_intent: 'pi_missing'/,
      );
      await expect(gatewayFor(fake, { secretKey: 'sk_test_wrong' }).paymentState('pi_x')).rejects.toThrow(
        /Invalid API Key/,
      );
    });

    it('gives up on a slow Stripe after its timeout', async () => {
      fake.faults.delayMs = 5_000;
      const started = Date.now();
      await expect(gatewayFor(fake, { timeoutMs: 200 }).paymentState('pi_x')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });
});
