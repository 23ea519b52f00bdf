import { createHash, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayRefusedError, GatewayUnreachableError, WebhookSignatureError } from './payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import { captureSettings, RazorpayGateway, type RazorpaySettings } from './razorpay-gateway';
import { closedPortUrl, type SignedWebhook } from './testing/fake-http-server';
import { DECLINED_DESCRIPTION } from './testing/fake-razorpay-objects';
import { FakeRazorpay } from './testing/fake-razorpay-server';
import { openPaymentOf, PAY_WITHIN_MS, paymentRequest, readSigned } from './testing/gateway-test-support';

const gatewayFor = (fake: FakeRazorpay, overrides: Partial<RazorpaySettings> = {}) =>
  new RazorpayGateway({ ...fake.keys, apiUrl: fake.url, timeoutMs: 2_000, ...overrides });

const RAZORPAY_REFUND_STATUS = { completed: 'processed', pending: 'pending', failed: 'failed' } as const;

paymentGatewayContract('Razorpay', 'dialog', async () => {
  const fake = await FakeRazorpay.start();
  return {
    gateway: gatewayFor(fake),
    secrets: [fake.keys.keySecret, fake.keys.webhookSecret],
    shopper: {
      pay: async ({ gatewayOrderId }) => {
        const paid = fake.payOrder(gatewayOrderId, 'succeed');
        return { gatewayPaymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
      },
      fail: async ({ gatewayOrderId }) => void fake.payOrder(gatewayOrderId, 'fail'),
      leavePending: async ({ gatewayOrderId }) => void fake.payOrder(gatewayOrderId, 'pending'),
      // A Razorpay order is not cancelled: it ends with the time to pay, after which nothing is captured.
      payLate: async ({ gatewayOrderId }) => {
        fake.clock.advance(PAY_WITHIN_MS + 60_000);
        fake.payOrder(gatewayOrderId, 'succeed');
      },
      refundsOf: async (gatewayPaymentId) => fake.refundsOf(gatewayPaymentId),
    },
    refunds: {
      next: (outcome) => {
        fake.refundOutcome = RAZORPAY_REFUND_STATUS[outcome];
      },
      settle: async (id, outcome) =>
        void fake.settleRefund(id, outcome === 'completed' ? 'processed' : 'failed'),
      webhook: (id, eventId) => {
        const status = fake.refunds.get(id)?.status;
        const event =
          status === 'processed'
            ? 'refund.processed'
            : status === 'failed'
              ? 'refund.failed'
              : 'refund.created';
        return fake.refundWebhookFor(event, id, { eventId });
      },
    },
    unreachable: async () => gatewayFor(fake, { apiUrl: await closedPortUrl() }),
    close: () => fake.close(),
  };
});

describe('the Razorpay adapter', () => {
  let fake: FakeRazorpay;
  let gateway: RazorpayGateway;
  const open = (amount?: number, orderId?: string) => openPaymentOf(gateway, amount, orderId);
  const read = (webhook: SignedWebhook) => readSigned(gateway, webhook);
  const lastRequest = () => fake.requests.at(-1)!;
  /** A request to the fake as Razorpay's client makes it, for what the adapter never sends. */
  const razorpayApi = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const auth = Buffer.from(`${fake.keys.keyId}:${fake.keys.keySecret}`).toString('base64');
    const response = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeEach(async () => {
    fake = await FakeRazorpay.start();
    gateway = gatewayFor(fake);
  });
  afterEach(() => fake.close());

  it('creates a Razorpay order in paise, naming the shop order, captured automatically while the shopper may pay', async () => {
    const orderId = randomUUID();
    const opened = await open(12_345, orderId);

    const request = lastRequest();
    expect(`${request.method} ${request.path}`).toBe('POST /v1/orders');
    expect(JSON.parse(request.body)).toEqual({
      amount: 12_345,
      currency: 'INR',
      receipt: orderId,
      notes: { order_id: orderId, description: `Verdant order ${orderId.slice(0, 8)}` },
      payment: {
        capture: 'automatic',
        capture_options: { automatic_expiry_period: 30, manual_expiry_period: 42, refund_speed: 'normal' },
      },
    });
    expect(opened.client).toEqual({
      keyId: fake.keys.keyId,
      amount: '12345',
      currency: 'INR',
      gatewayOrderId: opened.gatewayOrderId,
    });
    fake.payOrder(opened.gatewayOrderId, 'succeed');
    expect(await gateway.paymentState(opened.gatewayOrderId)).toMatchObject({
      amount: 12_345,
      currency: 'INR',
    });
  });

  it('gives the automatic capture the time to pay in whole minutes, never under Razorpay’s 12', () => {
    const minutes = (ms: number) => captureSettings(ms).capture_options.automatic_expiry_period;
    expect(minutes(30 * 60_000)).toBe(30);
    expect(minutes(30 * 60_000 + 1)).toBe(31);
    expect(minutes(5 * 60_000)).toBe(12);
    expect(minutes(0)).toBe(12);
    expect(captureSettings(45 * 60_000).capture_options.manual_expiry_period).toBeGreaterThan(45);
  });

  it('opens an order the fake accepts for a short time to pay, and keeps a long description within a note', async () => {
    const opened = await gateway.openPayment(
      paymentRequest(randomUUID(), 49_700, { payWithinMs: 60_000, description: 'x'.repeat(400) }),
    );
    const body = JSON.parse(lastRequest().body);
    expect(body.payment.capture_options.automatic_expiry_period).toBe(12);
    expect(body.notes.description).toHaveLength(256);
    expect(fake.orders.has(opened.gatewayOrderId)).toBe(true);
  });

  it('leaves out a receipt longer than Razorpay takes', async () => {
    const orderId = `order-${'x'.repeat(40)}`;
    await open(49_700, orderId);
    expect(JSON.parse(lastRequest().body).receipt).toBeUndefined();
  });

  it('is live only with a live key', () => {
    expect(gateway.live).toBe(false);
    expect(gatewayFor(fake, { keyId: 'rzp_live_Abc' }).live).toBe(true);
  });

  it('stays pending while one attempt may still succeed, and fails with the newest reason once all failed', async () => {
    const { gatewayOrderId } = await open();
    fake.payOrder(gatewayOrderId, 'fail');
    fake.payOrder(gatewayOrderId, 'pending');
    expect(await gateway.paymentState(gatewayOrderId)).toEqual({ status: 'pending' });

    const other = await open();
    fake.payOrder(other.gatewayOrderId, 'fail');
    const newest = fake.payOrder(other.gatewayOrderId, 'fail');
    expect(await gateway.paymentState(other.gatewayOrderId)).toEqual({
      status: 'failed',
      gatewayPaymentId: expect.stringMatching(/^pay_/),
      reason: DECLINED_DESCRIPTION,
    });
    newest.created_at += 1;
    expect(await gateway.paymentState(other.gatewayOrderId)).toMatchObject({ gatewayPaymentId: newest.id });
  });

  it('never counts a payment authorized after the time to pay, and given back uncaptured, as a capture', async () => {
    const { gatewayOrderId } = await open();
    fake.clock.advance(PAY_WITHIN_MS + 60_000);
    const late = fake.payOrder(gatewayOrderId, 'succeed');
    expect(fake.payments.get(late.razorpay_payment_id)).toMatchObject({
      status: 'authorized',
      captured: false,
    });
    expect(await gateway.cancelPayment(gatewayOrderId)).toEqual({ status: 'pending' });

    fake.clock.advance(12 * 60_000);
    expect(fake.releaseUncaptured().map((payment) => payment.id)).toEqual([late.razorpay_payment_id]);
    expect(await gateway.paymentState(gatewayOrderId)).toEqual({
      status: 'failed',
      gatewayPaymentId: late.razorpay_payment_id,
      reason: 'The payment was not captured in time and was given back',
    });
  });

  it('counts a payment captured and refunded since as captured', async () => {
    const { gatewayOrderId } = await open();
    const paid = fake.payOrder(gatewayOrderId, 'succeed');
    await gateway.refund({
      gatewayPaymentId: paid.razorpay_payment_id,
      amount: 49_700,
      idempotencyKey: 'refund-full',
    });
    expect(fake.payments.get(paid.razorpay_payment_id)!.status).toBe('refunded');
    expect(await gateway.paymentState(gatewayOrderId)).toMatchObject({
      status: 'captured',
      gatewayPaymentId: paid.razorpay_payment_id,
    });
  });

  it('cancels nothing at Razorpay: it only asks what the payment is', async () => {
    const { gatewayOrderId } = await open();
    const before = fake.requests.length;
    expect(await gateway.cancelPayment(gatewayOrderId)).toEqual({ status: 'pending' });
    expect(fake.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/orders/${gatewayOrderId}/payments`,
    ]);
  });

  describe('the fake refuses orders as Razorpay does', () => {
    const order = { amount: 49_700, currency: 'INR' };
    const automatic = (options: object) => ({
      ...order,
      payment: { capture: 'automatic', capture_options: options },
    });
    const refused = async (body: unknown, field: string, description: string | RegExp) => {
      const answer = await razorpayApi('/v1/orders', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: typeof description === 'string' ? description : expect.stringMatching(description),
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          field,
        },
      });
    };

    it('refuses a payment block without its capture options, or missing one of their mandatory fields', async () => {
      await refused({ ...order, payment: { capture: 'automatic' } }, 'capture_options', /required/);
      await refused(
        automatic({ manual_expiry_period: 30, refund_speed: 'normal' }),
        'automatic_expiry_period',
        /required/,
      );
      await refused(
        automatic({ automatic_expiry_period: 12, refund_speed: 'normal' }),
        'manual_expiry_period',
        /required/,
      );
      await refused(
        automatic({ automatic_expiry_period: 12, manual_expiry_period: 30 }),
        'refund_speed',
        /required/,
      );
      await refused({ ...order, payment: { capture: 'sometimes' } }, 'capture', /invalid/);
    });

    it('refuses an automatic capture shorter than 12 minutes, a receipt over 40 characters and fields it does not take', async () => {
      await refused(
        automatic({ automatic_expiry_period: 11, manual_expiry_period: 30, refund_speed: 'normal' }),
        'automatic_expiry_period',
        'The automatic expiry period must be at least 12.',
      );
      await refused(
        { ...order, receipt: 'r'.repeat(41) },
        'receipt',
        'The receipt may not be greater than 40 characters.',
      );
      await refused(
        { ...order, description: 'a plant' },
        'description',
        'description is/are not required and should not be sent',
      );
      const notes = Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`n${index}`, 'x']));
      await refused({ ...order, notes }, 'notes', /less than or equal to 15/);
    });

    it('accepts the capture settings the adapter sends', async () => {
      const answer = await razorpayApi('/v1/orders', { ...order, payment: captureSettings(PAY_WITHIN_MS) });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ entity: 'order', status: 'created', amount: 49_700 });
    });
  });

  describe('webhooks', () => {
    it('reads a capture by the Razorpay order, never by its notes or receipt', async () => {
      const { gatewayOrderId } = await open(49_700, randomUUID());
      const paid = fake.payOrder(gatewayOrderId, 'succeed');
      const expected = {
        kind: 'captured',
        gatewayOrderId,
        gatewayPaymentId: paid.razorpay_payment_id,
        amount: 49_700,
        currency: 'INR',
      };

      expect(read(fake.webhookFor('payment.captured', gatewayOrderId, { eventId: 'evt-1' }))).toEqual({
        ...expected,
        eventId: 'evt-1',
      });
      expect(read(fake.webhookFor('order.paid', gatewayOrderId, { eventId: 'evt-2' }))).toEqual({
        ...expected,
        eventId: 'evt-2',
      });
    });

    it('reads a failure with its reason, and ignores events the shop does not act on', async () => {
      const { gatewayOrderId } = await open();
      const failed = fake.payOrder(gatewayOrderId, 'fail');
      expect(read(fake.webhookFor('payment.failed', gatewayOrderId, { eventId: 'evt-3' }))).toEqual({
        kind: 'failed',
        eventId: 'evt-3',
        gatewayOrderId,
        gatewayPaymentId: failed.id,
        reason: DECLINED_DESCRIPTION,
      });
      expect(read(fake.webhookFor('payment.authorized', gatewayOrderId, { eventId: 'evt-4' }))).toEqual({
        kind: 'ignored',
        eventId: 'evt-4',
        type: 'payment.authorized',
      });
    });

    it('reads refund.created, refund.processed and refund.failed into the refund’s outcome and its payment', async () => {
      const { gatewayOrderId } = await open();
      const gatewayPaymentId = fake.payOrder(gatewayOrderId, 'succeed').razorpay_payment_id;
      fake.refundOutcome = 'pending';
      const first = await gateway.refund({ gatewayPaymentId, amount: 20_000, idempotencyKey: 'refund-0010' });
      const second = await gateway.refund({
        gatewayPaymentId,
        amount: 10_000,
        idempotencyKey: 'refund-0011',
      });
      if (first.status !== 'pending' || second.status !== 'pending')
        throw new Error('expected pending refunds');
      const facts = (event: string, gatewayRefundId: string, outcome: object) => ({
        kind: 'refund',
        eventId: `evt-${event}`,
        gatewayRefundId,
        gatewayPaymentId,
        outcome,
      });
      const readEvent = (event: string, id: string) =>
        read(fake.refundWebhookFor(event, id, { eventId: `evt-${event}` }));

      expect(readEvent('refund.created', first.gatewayRefundId)).toEqual(
        facts('refund.created', first.gatewayRefundId, first),
      );
      fake.settleRefund(first.gatewayRefundId, 'processed');
      expect(readEvent('refund.processed', first.gatewayRefundId)).toEqual(
        facts('refund.processed', first.gatewayRefundId, {
          status: 'completed',
          gatewayRefundId: first.gatewayRefundId,
        }),
      );
      fake.settleRefund(second.gatewayRefundId, 'failed');
      expect(readEvent('refund.failed', second.gatewayRefundId)).toEqual(
        facts('refund.failed', second.gatewayRefundId, {
          status: 'failed',
          gatewayRefundId: second.gatewayRefundId,
          reason: `Razorpay could not process refund ${second.gatewayRefundId}`,
        }),
      );
      // A failed refund gave nothing back: what it was for can be refunded again.
      expect(fake.payments.get(gatewayPaymentId)!.amount_refunded).toBe(20_000);
    });

    it('refuses a webhook signed with another secret, an altered body, or no signature', async () => {
      const { gatewayOrderId } = await open();
      fake.payOrder(gatewayOrderId, 'succeed');
      const forged = fake.webhookFor('payment.captured', gatewayOrderId, {
        secret: 'not-the-webhook-secret',
      });
      expect(() => read(forged)).toThrow(WebhookSignatureError);

      const genuine = fake.webhookFor('payment.captured', gatewayOrderId);
      const altered = { ...genuine, body: genuine.body.replace('"amount":49700', '"amount":100') };
      expect(altered.body).not.toBe(genuine.body);
      expect(() => read(altered)).toThrow(WebhookSignatureError);

      const { 'x-razorpay-signature': _, ...unsigned } = genuine.headers;
      expect(() => read({ body: genuine.body, headers: unsigned })).toThrow(WebhookSignatureError);
      // The key secret is not the webhook secret.
      const withKeySecret = fake.webhookFor('payment.captured', gatewayOrderId, {
        secret: fake.keys.keySecret,
      });
      expect(() => read(withKeySecret)).toThrow(WebhookSignatureError);
    });

    it('reads a body replayed under another event id as well-signed: acting once is the caller’s job', async () => {
      const { gatewayOrderId } = await open();
      const paid = fake.payOrder(gatewayOrderId, 'succeed');
      const webhook = fake.webhookFor('payment.captured', gatewayOrderId, { eventId: 'evt-a' });
      const replayed = { ...webhook, headers: { ...webhook.headers, 'x-razorpay-event-id': 'evt-b' } };
      const expected = {
        kind: 'captured',
        gatewayOrderId,
        gatewayPaymentId: paid.razorpay_payment_id,
        amount: 49_700,
        currency: 'INR',
      };
      expect(read(webhook)).toEqual({ ...expected, eventId: 'evt-a' });
      expect(read(replayed)).toEqual({ ...expected, eventId: 'evt-b' });
      expect(
        gateway.readWebhook(Buffer.from(webhook.body), {
          'X-Razorpay-Signature': webhook.headers['x-razorpay-signature'],
        }),
      ).toMatchObject({ ...expected, eventId: expect.stringMatching(/^body-[0-9a-f]{64}$/) });
    });
  });

  describe('refunds', () => {
    const paidPayment = async () => {
      const { gatewayOrderId } = await open();
      return fake.payOrder(gatewayOrderId, 'succeed').razorpay_payment_id;
    };

    it("sends Razorpay's idempotency header, and the shop's refund id in the receipt and notes", async () => {
      const gatewayPaymentId = await paidPayment();
      await gateway.refund({ gatewayPaymentId, amount: 20_000, idempotencyKey: 'refund-0001' });
      const request = lastRequest();
      expect(`${request.method} ${request.path}`).toBe(`POST /v1/payments/${gatewayPaymentId}/refund`);
      expect(request.headers['x-refund-idempotency']).toBe('refund-0001');
      expect(JSON.parse(request.body)).toEqual({
        amount: 20_000,
        speed: 'normal',
        receipt: 'refund-0001',
        notes: { refund_id: 'refund-0001' },
      });
    });

    it('turns a key Razorpay would not take into one it does, the same every time', async () => {
      const gatewayPaymentId = await paidPayment();
      const request = { gatewayPaymentId, amount: 100, idempotencyKey: 'r:1' };
      const first = await gateway.refund(request);
      expect(lastRequest().headers['x-refund-idempotency']).toBe(
        createHash('sha256').update('r:1').digest('hex'),
      );
      expect(await gateway.refund(request)).toEqual(first);
      expect(fake.refundsOf(gatewayPaymentId)).toBe(1);
    });

    it('fails a refund Razorpay refuses outright, with its reason, and a fully refunded payment the same', async () => {
      const gatewayPaymentId = await paidPayment();
      expect(
        await gateway.refund({ gatewayPaymentId, amount: 50_000, idempotencyKey: 'refund-0005' }),
      ).toEqual({
        status: 'failed',
        gatewayRefundId: null,
        reason:
          'Razorpay refused to refund the payment: The refund amount provided is greater than amount captured (HTTP 400, BAD_REQUEST_ERROR)',
      });
      await gateway.refund({ gatewayPaymentId, amount: 49_700, idempotencyKey: 'refund-0006' });
      expect(
        await gateway.refund({ gatewayPaymentId, amount: 100, idempotencyKey: 'refund-0007' }),
      ).toMatchObject({
        status: 'failed',
        reason: expect.stringMatching(/fully refunded already/),
      });
    });

    it('throws, never fails, a key used for another refund', async () => {
      const gatewayPaymentId = await paidPayment();
      await gateway.refund({ gatewayPaymentId, amount: 100, idempotencyKey: 'refund-0008' });
      await expect(
        gateway.refund({ gatewayPaymentId, amount: 200, idempotencyKey: 'refund-0008' }),
      ).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayRefusedError',
          message: expect.stringMatching(/Different request with the same idempotency key/),
        }),
      );
      expect(fake.refundsOf(gatewayPaymentId)).toBe(1);
    });

    it('replays the refund for the same X-Refund-Idempotency in the fake, pending or settled', async () => {
      const gatewayPaymentId = await paidPayment();
      fake.refundOutcome = 'pending';
      const key = { 'x-refund-idempotency': 'refund-0009' };
      const first = await razorpayApi(`/v1/payments/${gatewayPaymentId}/refund`, { amount: 100 }, key);
      expect(first).toMatchObject({ status: 200, body: { entity: 'refund', status: 'pending' } });
      fake.settleRefund(String(first.body.id), 'processed');
      const again = await razorpayApi(`/v1/payments/${gatewayPaymentId}/refund`, { amount: 100 }, key);
      expect(again).toMatchObject({ status: 200, body: { id: first.body.id, status: 'processed' } });
      expect(fake.refundsOf(gatewayPaymentId)).toBe(1);
    });
  });

  describe('faults', () => {
    it('says Razorpay could not be reached while it answers 500, never reporting a success', async () => {
      const { gatewayOrderId } = await open();
      fake.faults.status = 500;
      const unreachable = (call: Promise<unknown>, what: string) =>
        expect(call).rejects.toThrow(
          expect.objectContaining({
            name: 'GatewayUnreachableError',
            message: expect.stringMatching(
              new RegExp(`^Razorpay failed to ${what}: .*\\(HTTP 500, SERVER_ERROR\\)$`),
            ),
          }),
        );
      await unreachable(open(), 'create an order');
      await unreachable(gateway.resumePayment(gatewayOrderId), 'fetch the order');
      await unreachable(gateway.paymentState(gatewayOrderId), "fetch the order's payments");
      await unreachable(gateway.cancelPayment(gatewayOrderId), "fetch the order's payments");
      await unreachable(
        gateway.refund({ gatewayPaymentId: 'pay_x', amount: 100, idempotencyKey: 'refund-0004' }),
        'refund the payment',
      );
      await unreachable(gateway.refundState('rfnd_x'), 'fetch the refund');
    });

    it('says Razorpay could not be reached while another refund with the key is in progress (409)', async () => {
      fake.faults.status = 409;
      await expect(
        gateway.refund({ gatewayPaymentId: 'pay_x', amount: 100, idempotencyKey: 'refund-0012' }),
      ).rejects.toThrow(GatewayUnreachableError);
    });

    it('says Razorpay refused a call it answered 4xx, with its reason', async () => {
      await expect(gateway.paymentState('order_Missing')).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayRefusedError',
          message:
            "Razorpay refused to fetch the order's payments: The id provided does not exist (HTTP 400, BAD_REQUEST_ERROR)",
        }),
      );
      const wrongKeys = gatewayFor(fake, { keySecret: 'wrong' });
      await expect(wrongKeys.openPayment(paymentRequest())).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayRefusedError',
          message: expect.stringMatching(/Authentication failed \(HTTP 401/),
        }),
      );
      await expect(
        wrongKeys.refund({ gatewayPaymentId: 'pay_x', amount: 1, idempotencyKey: 'refund-0013' }),
      ).rejects.toThrow(GatewayRefusedError);
    });

    it('gives up on a slow Razorpay after its timeout: it could not be reached', async () => {
      fake.faults.delayMs = 5_000;
      const started = Date.now();
      await expect(gatewayFor(fake, { timeoutMs: 200 }).paymentState('order_x')).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayUnreachableError',
          message: expect.stringMatching(/timeout/i),
        }),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('opens another Razorpay order after a lost answer, as Razorpay takes no key for orders', async () => {
      fake.faults.delayMs = 1_000;
      fake.faults.times = 1;
      const impatient = gatewayFor(fake, { timeoutMs: 200 });
      const request = paymentRequest('o-1', 100);
      await expect(impatient.openPayment(request)).rejects.toThrow(/timeout/i);
      const retried = await impatient.openPayment(request);
      // The first order was made but never shown to a shopper: only the one the shop records can be paid.
      expect([...fake.orders.keys()]).toHaveLength(2);
      expect([...fake.orders.keys()].at(-1)).toBe(retried.gatewayOrderId);
    });

    it('says Razorpay could not be reached when nothing answers at the address', async () => {
      await expect(
        gatewayFor(fake, { apiUrl: await closedPortUrl() }).paymentState('order_x'),
      ).rejects.toThrow(
        expect.objectContaining({
          name: 'GatewayUnreachableError',
          message: expect.stringMatching(
            /^Razorpay could not be reached to fetch the order's payments: .*ECONNREFUSED/,
          ),
        }),
      );
    });
  });
});
