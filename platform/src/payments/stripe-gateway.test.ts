import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayRefusedError, GatewayUnreachableError, WebhookSignatureError } from './payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import { StripeGateway, type StripeSettings } from './stripe-gateway';
import { closedPortUrl, type SignedWebhook } from './testing/fake-http-server';
import { DECLINED_MESSAGE } from './testing/fake-stripe-objects';
import { FakeStripe, IDEMPOTENCY_WINDOW_MS } from './testing/fake-stripe-server';
import { openPaymentOf, paymentRequest, readSigned, SHIPPING } from './testing/gateway-test-support';

const gatewayFor = (fake: FakeStripe, overrides: Partial<StripeSettings> = {}) =>
  new StripeGateway({ ...fake.keys, apiUrl: fake.url, timeoutMs: 2_000, maxNetworkRetries: 0, ...overrides });

const STRIPE_REFUND_STATUS = { completed: 'succeeded', pending: 'pending', failed: 'failed' } as const;

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
      payLate: async ({ gatewayOrderId }) => {
        // Stripe Elements cannot confirm a canceled PaymentIntent.
        expect(() => fake.confirmIntent(gatewayOrderId, 'succeeds')).toThrow(/status of canceled/);
      },
      refundsOf: async (gatewayPaymentId) => fake.refundsOf(gatewayPaymentId),
    },
    refunds: {
      next: (outcome) => {
        fake.refundOutcome = STRIPE_REFUND_STATUS[outcome];
      },
      settle: async (id, outcome) => void fake.settleRefund(id, STRIPE_REFUND_STATUS[outcome]),
      webhook: (id, eventId) => fake.refundWebhookFor('charge.refund.updated', id, { eventId }),
    },
    unreachable: async () => gatewayFor(fake, { apiUrl: await closedPortUrl() }),
    close: () => fake.close(),
  };
});

describe('the Stripe adapter', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  const open = (amount?: number, orderId?: string) => openPaymentOf(gateway, amount, orderId);
  const read = (webhook: SignedWebhook) => readSigned(gateway, webhook);
  const lastRequest = () => fake.requests.at(-1)!;
  const form = (body: string) => Object.fromEntries(new URLSearchParams(body));
  /** A request to the fake as Stripe's client makes it, for what the adapter never asks. */
  const stripeApi = async (method: string, path: string, body = '', headers: Record<string, string> = {}) => {
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${fake.keys.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      ...(method === 'GET' ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeEach(async () => {
    fake = await FakeStripe.start();
    gateway = gatewayFor(fake);
  });
  afterEach(() => fake.close());

  it('creates a card PaymentIntent for the amount in paise, described, shipped to the shopper, with its idempotency key', async () => {
    const orderId = randomUUID();
    const opened = await open(12_345, orderId);

    const request = lastRequest();
    expect(`${request.method} ${request.path}`).toBe('POST /v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe(`open-payment-${orderId}`);
    expect(form(request.body)).toEqual({
      amount: '12345',
      currency: 'inr',
      'allowed_payment_method_types[0]': 'card',
      description: `Verdant order ${orderId.slice(0, 8)}`,
      'shipping[name]': 'Asha Rao',
      'shipping[phone]': '+919000090000',
      'shipping[address][line1]': '12 MG Road',
      'shipping[address][line2]': 'Flat 4B',
      'shipping[address][city]': 'Bengaluru',
      'shipping[address][state]': 'Karnataka',
      'shipping[address][postal_code]': '560001',
      'shipping[address][country]': 'IN',
      'metadata[order_id]': orderId,
    });
    const intent = fake.intents.get(opened.gatewayOrderId)!;
    expect(intent.shipping).toMatchObject({
      name: 'Asha Rao',
      address: { country: 'IN', postal_code: '560001' },
    });
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

  it('leaves out a second address line the shopper did not give', async () => {
    await gateway.openPayment(
      paymentRequest(randomUUID(), 49_700, { shipping: { ...SHIPPING, line2: null } }),
    );
    expect(Object.keys(form(lastRequest().body))).not.toContain('shipping[address][line2]');
  });

  it('opens one PaymentIntent per idempotency key', async () => {
    const orderId = randomUUID();
    const first = await open(49_700, orderId);
    expect(await open(49_700, orderId)).toEqual(first);
    expect(fake.intents.size).toBe(1);
    expect(lastRequest().headers['idempotent-replayed']).toBeUndefined();
  });

  it('is live only with a live key', () => {
    expect(gateway.live).toBe(false);
    expect(gatewayFor(fake, { secretKey: 'sk_live_x' }).live).toBe(true);
    expect(gatewayFor(fake, { secretKey: 'rk_live_x' }).live).toBe(true);
  });

  it("reads each PaymentIntent status the shop's way, a declined try by its charge", async () => {
    const state = async (act: (id: string) => void) => {
      const { gatewayOrderId } = await open();
      act(gatewayOrderId);
      return gateway.paymentState(gatewayOrderId);
    };
    expect(await state((id) => fake.confirmIntent(id, 'processing'))).toEqual({ status: 'pending' });
    expect(await state((id) => fake.confirmIntent(id, 'requires_action'))).toEqual({ status: 'pending' });
    let declinedCharge: string | null = null;
    expect(
      await state((id) => {
        declinedCharge = fake.confirmIntent(id, 'declined').latest_charge;
      }),
    ).toEqual({ status: 'requires_payment_method', attemptId: declinedCharge, reason: DECLINED_MESSAGE });
    expect(declinedCharge).toMatch(/^ch_/);
    expect(await state((id) => fake.cancelIntent(id))).toEqual({
      status: 'failed',
      gatewayPaymentId: null,
      reason: 'The payment was canceled (abandoned)',
    });
  });

  describe('cancelling', () => {
    const cancels = () => fake.requests.filter((request) => request.path.endsWith('/cancel'));

    it('cancels a PaymentIntent not paid as abandoned, and then no card can pay it', async () => {
      const { gatewayOrderId } = await open();
      fake.confirmIntent(gatewayOrderId, 'declined');
      const declined = fake.intents.get(gatewayOrderId)!;

      expect(await gateway.cancelPayment(gatewayOrderId)).toEqual({
        status: 'failed',
        gatewayPaymentId: declined.latest_charge,
        reason: DECLINED_MESSAGE,
      });
      expect(`${lastRequest().method} ${lastRequest().path}`).toBe(
        `POST /v1/payment_intents/${gatewayOrderId}/cancel`,
      );
      expect(form(lastRequest().body)).toEqual({ cancellation_reason: 'abandoned' });
      expect(fake.intents.get(gatewayOrderId)).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'abandoned',
      });
      expect(() => fake.confirmIntent(gatewayOrderId, 'succeeds')).toThrow(/status of canceled/);
    });

    it('only reads a PaymentIntent that succeeded, is processing or is canceled already', async () => {
      const paid = await open();
      const charge = fake.confirmIntent(paid.gatewayOrderId, 'succeeds').latest_charge!;
      const processing = await open();
      fake.confirmIntent(processing.gatewayOrderId, 'processing');
      const canceled = await open();
      fake.cancelIntent(canceled.gatewayOrderId, 'requested_by_customer');

      expect(await gateway.cancelPayment(paid.gatewayOrderId)).toMatchObject({
        status: 'captured',
        gatewayPaymentId: charge,
      });
      expect(await gateway.cancelPayment(processing.gatewayOrderId)).toEqual({ status: 'pending' });
      expect(await gateway.cancelPayment(canceled.gatewayOrderId)).toMatchObject({
        status: 'failed',
        reason: 'The payment was canceled (requested_by_customer)',
      });
      expect(cancels()).toEqual([]);
    });

    it('answers captured when the payment succeeds just before Stripe cancels it', async () => {
      const { gatewayOrderId } = await open();
      fake.confirmIntent(gatewayOrderId, 'requires_action');
      fake.beforeHandle = (request) => {
        if (request.path.endsWith('/cancel')) fake.confirmIntent(gatewayOrderId, 'succeeds');
      };

      const state = await gateway.cancelPayment(gatewayOrderId);

      expect(state).toEqual({
        status: 'captured',
        gatewayPaymentId: fake.intents.get(gatewayOrderId)!.latest_charge,
        amount: 49_700,
        currency: 'INR',
      });
      expect(cancels()).toHaveLength(1);
      expect(fake.intents.get(gatewayOrderId)!.status).toBe('succeeded');
    });

    it("is refused by Stripe for a PaymentIntent that succeeded, in Stripe's words", async () => {
      const { gatewayOrderId } = await open();
      fake.confirmIntent(gatewayOrderId, 'succeeds');
      const answer = await stripeApi('POST', `/v1/payment_intents/${gatewayOrderId}/cancel`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: expect.stringMatching(
          /^You cannot cancel this PaymentIntent because it has a status of succeeded/,
        ),
        payment_intent: { id: gatewayOrderId, status: 'succeeded' },
      });
    });
  });

  describe('webhooks', () => {
    it('reads a success and a failure by the PaymentIntent, never by its metadata', async () => {
      const { gatewayOrderId } = await open(49_700, randomUUID());
      fake.confirmIntent(gatewayOrderId, 'declined');
      expect(
        read(fake.webhookFor('payment_intent.payment_failed', gatewayOrderId, { eventId: 'evt_1' })),
      ).toEqual({
        kind: 'failed',
        eventId: 'evt_1',
        gatewayOrderId,
        gatewayPaymentId: fake.intents.get(gatewayOrderId)!.latest_charge,
        reason: DECLINED_MESSAGE,
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
        },
      );
      expect(read(fake.webhookFor('payment_intent.created', gatewayOrderId, { eventId: 'evt_3' }))).toEqual({
        kind: 'ignored',
        eventId: 'evt_3',
        type: 'payment_intent.created',
      });
    });

    it("reads every refund event into the refund's outcome, naming the charge paymentState named", async () => {
      const { gatewayOrderId } = await open();
      fake.confirmIntent(gatewayOrderId, 'succeeds');
      const captured = await gateway.paymentState(gatewayOrderId);
      if (captured.status !== 'captured') throw new Error('expected a capture');
      fake.refundOutcome = 'pending';
      const refund = await gateway.refund({
        gatewayPaymentId: captured.gatewayPaymentId,
        amount: 49_700,
        idempotencyKey: 'refund-webhooks',
      });
      if (refund.status !== 'pending') throw new Error('expected pending');
      const { gatewayRefundId } = refund;
      const factsOf = (type: string) =>
        read(fake.refundWebhookFor(type, gatewayRefundId, { eventId: `evt_${type}` }));
      const expected = (type: string, outcome: object) => ({
        kind: 'refund',
        eventId: `evt_${type}`,
        gatewayRefundId,
        gatewayPaymentId: captured.gatewayPaymentId,
        outcome,
      });

      expect(factsOf('refund.created')).toEqual(expected('refund.created', refund));
      fake.settleRefund(gatewayRefundId, 'failed');
      const failed = {
        status: 'failed',
        gatewayRefundId,
        reason: 'Stripe could not refund (expired_or_canceled_card)',
      };
      for (const type of ['charge.refund.updated', 'refund.updated', 'refund.failed'])
        expect(factsOf(type)).toEqual(expected(type, failed));
      expect(read(fake.refundWebhookFor('charge.refunded', gatewayRefundId, { eventId: 'evt_4' }))).toEqual({
        kind: 'ignored',
        eventId: 'evt_4',
        type: 'charge.refunded',
      });
    });

    it('names the PaymentIntent as the refunded payment when Stripe names no charge, as paymentState does', () => {
      const intent = { id: 'pi_NoCharge000000000000000' };
      fake.refunds.set('re_NoCharge', {
        id: 're_NoCharge',
        object: 'refund',
        amount: 100,
        balance_transaction: 'txn_1',
        charge: null,
        created: 0,
        currency: 'inr',
        metadata: {},
        payment_intent: intent.id,
        reason: null,
        receipt_number: null,
        status: 'succeeded',
      });
      expect(
        read(fake.refundWebhookFor('refund.updated', 're_NoCharge', { eventId: 'evt_5' })),
      ).toMatchObject({
        kind: 'refund',
        gatewayPaymentId: intent.id,
        outcome: { status: 'completed', gatewayRefundId: 're_NoCharge' },
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

    it('reads an event Stripe delivers again, signed anew, as the same event: acting once is the caller’s job', async () => {
      const { gatewayOrderId } = await open();
      const charge = fake.confirmIntent(gatewayOrderId, 'succeeds').latest_charge;
      const expected = {
        kind: 'captured',
        eventId: 'evt_again',
        gatewayOrderId,
        gatewayPaymentId: charge,
        amount: 49_700,
        currency: 'INR',
      };
      const first = fake.webhookFor('payment_intent.succeeded', gatewayOrderId, { eventId: 'evt_again' });
      const again = fake.webhookFor('payment_intent.succeeded', gatewayOrderId, {
        eventId: 'evt_again',
        timestamp: Math.floor(Date.now() / 1000) - 60,
      });
      expect(again.headers['stripe-signature']).not.toBe(first.headers['stripe-signature']);
      expect(read(first)).toEqual(expected);
      expect(read(again)).toEqual(expected);
      expect(read(first)).toEqual(expected);
    });
  });

  describe('refunds', () => {
    const captured = async () => {
      const { gatewayOrderId } = await open();
      return fake.confirmIntent(gatewayOrderId, 'succeeds');
    };
    const refundCreates = () =>
      fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');

    it('looks for the refund made for the key, then refunds the charge with the key, and a PaymentIntent by its id', async () => {
      const intent = await captured();
      await gateway.refund({
        gatewayPaymentId: intent.latest_charge!,
        amount: 20_000,
        idempotencyKey: 'refund-1',
      });
      const [list, create] = fake.requests.slice(-2);
      expect(`${list!.method} ${list!.path}`).toBe('GET /v1/refunds');
      expect(Object.fromEntries(list!.query)).toMatchObject({ charge: intent.latest_charge, limit: '100' });
      expect(create!.headers['idempotency-key']).toBe('refund-1');
      expect(form(create!.body)).toEqual({
        charge: intent.latest_charge,
        amount: '20000',
        'metadata[refund_id]': 'refund-1',
      });
      await gateway.refund({ gatewayPaymentId: intent.id, amount: 100, idempotencyKey: 'refund-2' });
      expect(new URLSearchParams(lastRequest().body).get('payment_intent')).toBe(intent.id);
      expect(fake.refundsOf(intent.id)).toBe(2);
    });

    it('reads requires_action as pending, and a canceled refund as failed with its reason', async () => {
      const intent = await captured();
      fake.refundOutcome = 'requires_action';
      const waiting = await gateway.refund({
        gatewayPaymentId: intent.latest_charge!,
        amount: 100,
        idempotencyKey: 'refund-3',
      });
      expect(waiting).toEqual({ status: 'pending', gatewayRefundId: expect.stringMatching(/^re_/) });
      if (waiting.status !== 'pending') return;
      fake.settleRefund(waiting.gatewayRefundId, 'canceled');
      expect(await gateway.refundState(waiting.gatewayRefundId)).toEqual({
        status: 'failed',
        gatewayRefundId: waiting.gatewayRefundId,
        reason: 'Stripe could not refund (canceled)',
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
      ).toEqual({
        status: 'failed',
        gatewayRefundId: expect.stringMatching(/^re_/),
        reason: 'Stripe could not refund (expired_or_canceled_card)',
      });
    });

    it('refuses the same key for a different refund rather than make a second one', async () => {
      const intent = await captured();
      const refund = { gatewayPaymentId: intent.latest_charge!, idempotencyKey: 'refund-5' };
      await gateway.refund({ ...refund, amount: 100 });
      await expect(gateway.refund({ ...refund, amount: 200 })).rejects.toThrow(GatewayRefusedError);
      expect(fake.refundsOf(intent.id)).toBe(1);
    });

    it('is the same refund when asked again after Stripe forgot the key, never a second one', async () => {
      const intent = await captured();
      const partial = { gatewayPaymentId: intent.latest_charge!, amount: 20_000, idempotencyKey: 'refund-6' };
      const first = await gateway.refund(partial);
      fake.clock.advance(IDEMPOTENCY_WINDOW_MS + 60_000);

      expect(await gateway.refund(partial)).toEqual(first);
      expect(fake.refundsOf(intent.id)).toBe(1);
      expect(refundCreates()).toHaveLength(1);
    });

    it('finds the refund for its key when Stripe says the charge is refunded already', async () => {
      const intent = await captured();
      const request = { gatewayPaymentId: intent.latest_charge!, amount: 49_700, idempotencyKey: 'refund-7' };
      // Another server's request with the same key lands between this one's look and its create.
      let made: string | null = null;
      fake.beforeHandle = (incoming) => {
        if (incoming.method === 'POST' && incoming.path === '/v1/refunds' && !made)
          made = fake.makeRefund(intent.id, 49_700, { refund_id: 'refund-7' }).id;
      };

      const refund = await gateway.refund(request);

      expect(refund).toEqual({ status: 'completed', gatewayRefundId: made });
      expect(fake.refundsOf(intent.id)).toBe(1);
      expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.method)).toEqual([
        'GET',
        'POST',
        'GET',
      ]);
    });

    it('fails a refund of a charge refunded by someone else, with Stripe’s reason', async () => {
      const intent = await captured();
      fake.makeRefund(intent.id, 49_700, {});
      expect(
        await gateway.refund({
          gatewayPaymentId: intent.latest_charge!,
          amount: 100,
          idempotencyKey: 'refund-8',
        }),
      ).toEqual({
        status: 'failed',
        gatewayRefundId: null,
        reason: expect.stringMatching(/has already been refunded.*charge_already_refunded/),
      });
    });

    it('throws, never fails, a refund of a payment Stripe does not know', async () => {
      await expect(
        gateway.refund({ gatewayPaymentId: 'ch_missing', amount: 100, idempotencyKey: 'refund-9' }),
      ).rejects.toThrow(GatewayRefusedError);
    });
  });

  describe('the fake keeps idempotency keys as Stripe does', () => {
    const refundBody = (charge: string, amount: number) =>
      new URLSearchParams({ charge, amount: String(amount) }).toString();

    it('replays the first answer for 24 hours, refuses other parameters, and after that refuses a refunded charge', async () => {
      const { gatewayOrderId } = await open();
      const charge = fake.confirmIntent(gatewayOrderId, 'succeeds').latest_charge!;
      const key = { 'idempotency-key': 'fake-key-1' };

      const first = await stripeApi('POST', '/v1/refunds', refundBody(charge, 49_700), key);
      expect(first.status).toBe(200);
      fake.clock.advance(IDEMPOTENCY_WINDOW_MS - 60_000);
      expect(await stripeApi('POST', '/v1/refunds', refundBody(charge, 49_700), key)).toEqual(first);

      const other = await stripeApi('POST', '/v1/refunds', refundBody(charge, 100), key);
      expect(other.status).toBe(400);
      expect(other.body.error).toMatchObject({
        type: 'idempotency_error',
        message: expect.stringMatching(
          /^Keys for idempotent requests can only be used with the same parameters/,
        ),
      });

      fake.clock.advance(120_000);
      const later = await stripeApi('POST', '/v1/refunds', refundBody(charge, 49_700), key);
      expect(later.status).toBe(400);
      expect(later.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge} has already been refunded.`,
      });
      expect(fake.refundsOf(charge)).toBe(1);
    });

    it('does not keep an answer to parameters that failed validation', async () => {
      const key = { 'idempotency-key': 'fake-key-2' };
      const bad = await stripeApi('POST', '/v1/payment_intents', 'amount=10&currency=inr', key);
      expect(bad).toMatchObject({
        status: 400,
        body: { error: { code: 'amount_too_small', param: 'amount' } },
      });
      const good = await stripeApi('POST', '/v1/payment_intents', 'amount=100&currency=inr', key);
      expect(good.status).toBe(200);
    });

    it('refuses shipping without a name, as Stripe does', async () => {
      const answer = await stripeApi(
        'POST',
        '/v1/payment_intents',
        'amount=100&currency=inr&shipping[address][country]=IN',
      );
      expect(answer).toMatchObject({
        status: 400,
        body: {
          error: { code: 'parameter_missing', param: 'shipping[name]', type: 'invalid_request_error' },
        },
      });
    });
  });

  describe('faults', () => {
    it('says Stripe could not be reached while it answers 500, never reporting a success', async () => {
      const { gatewayOrderId } = await open();
      fake.faults.status = 500;
      const unreachable = (call: Promise<unknown>, what: string) =>
        expect(call).rejects.toThrow(
          expect.objectContaining({
            name: 'GatewayUnreachableError',
            message: `Stripe failed to ${what}: An unknown error occurred (HTTP 500, api_error)`,
          }),
        );
      await unreachable(open(), 'create a PaymentIntent');
      await unreachable(gateway.resumePayment(gatewayOrderId), 'fetch the PaymentIntent');
      await unreachable(gateway.paymentState(gatewayOrderId), 'fetch the PaymentIntent');
      await unreachable(gateway.cancelPayment(gatewayOrderId), 'fetch the PaymentIntent');
      await unreachable(
        gateway.refund({ gatewayPaymentId: 'ch_x', amount: 100, idempotencyKey: 'r' }),
        "list the payment's refunds",
      );
      await unreachable(gateway.refundState('re_x'), 'fetch the refund');
    });

    it('says Stripe could not be reached while it answers 429: asking later may work', async () => {
      fake.faults.status = 429;
      await expect(gateway.paymentState('pi_x')).rejects.toThrow(GatewayUnreachableError);
    });

    it('retries a call whose answer was lost with the same idempotency key: one PaymentIntent', async () => {
      fake.faults.delayMs = 1_000;
      fake.faults.times = 1;
      const retrying = gatewayFor(fake, { timeoutMs: 200, maxNetworkRetries: 1 });
      const opened = await retrying.openPayment(paymentRequest('o-1'));
      const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
      expect(creates.map((request) => request.headers['idempotency-key'])).toEqual([
        'open-payment-o-1',
        'open-payment-o-1',
      ]);
      expect([...fake.intents.keys()]).toEqual([opened.gatewayOrderId]);
    });

    it('says Stripe refused a call it answered 4xx, with its reason and code', async () => {
      await expect(gateway.paymentState('pi_missing')).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayRefusedError',
          message:
            "Stripe refused to fetch the PaymentIntent: No such payment_intent: 'pi_missing' (HTTP 404, resource_missing)",
        }),
      );
      await expect(gatewayFor(fake, { secretKey: 'sk_test_wrong' }).paymentState('pi_x')).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayRefusedError',
          message: expect.stringMatching(/Invalid API Key.*HTTP 401/),
        }),
      );
    });

    it('gives up on a slow Stripe after its timeout: it could not be reached', async () => {
      fake.faults.delayMs = 5_000;
      const started = Date.now();
      await expect(gatewayFor(fake, { timeoutMs: 200 }).paymentState('pi_x')).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayUnreachableError',
          message: expect.stringMatching(/timeout/i),
        }),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('says Stripe could not be reached when nothing answers at the address', async () => {
      const nobody = gatewayFor(fake, { apiUrl: await closedPortUrl() });
      await expect(nobody.paymentState('pi_x')).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayUnreachableError',
          message: expect.stringMatching(/^Stripe could not be reached to fetch the PaymentIntent: /),
        }),
      );
    });
  });
});
