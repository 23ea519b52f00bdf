import { createHash, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import { RazorpayGateway, type RazorpaySettings } from './razorpay-gateway';
import type { SignedWebhook } from './testing/fake-http-server';
import { DECLINED_DESCRIPTION } from './testing/fake-razorpay-objects';
import { FakeRazorpay } from './testing/fake-razorpay-server';
import { openPaymentOf, readSigned } from './testing/gateway-test-support';

const gatewayFor = (fake: FakeRazorpay, overrides: Partial<RazorpaySettings> = {}) =>
  new RazorpayGateway({ ...fake.keys, apiUrl: fake.url, timeoutMs: 2_000, ...overrides });

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
      refundsOf: async (gatewayPaymentId) => fake.refundsOf(gatewayPaymentId),
    },
    close: () => fake.close(),
  };
});

describe('the Razorpay adapter', () => {
  let fake: FakeRazorpay;
  let gateway: RazorpayGateway;
  const open = (amount?: number, orderId?: string) => openPaymentOf(gateway, amount, orderId);
  const read = (webhook: SignedWebhook) => readSigned(gateway, webhook);
  const lastRequest = () => fake.requests.at(-1)!;

  beforeEach(async () => {
    fake = await FakeRazorpay.start();
    gateway = gatewayFor(fake);
  });
  afterEach(() => fake.close());

  it('creates a Razorpay order for the amount in paise, naming the shop order, captured automatically', async () => {
    const orderId = randomUUID();
    const opened = await open(12_345, orderId);

    const request = lastRequest();
    expect(`${request.method} ${request.path}`).toBe('POST /v1/orders');
    expect(JSON.parse(request.body)).toEqual({
      amount: 12_345,
      currency: 'INR',
      receipt: orderId,
      notes: { order_id: orderId },
      payment: { capture: 'automatic' },
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

  describe('webhooks', () => {
    it('reads a capture, with the shop order from the Razorpay order when the event carries it', async () => {
      const orderId = randomUUID();
      const { gatewayOrderId } = await open(49_700, orderId);
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
        orderId: null,
      });
      expect(read(fake.webhookFor('order.paid', gatewayOrderId, { eventId: 'evt-2' }))).toEqual({
        ...expected,
        eventId: 'evt-2',
        orderId,
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
        orderId: null,
      });
      expect(read(fake.webhookFor('payment.authorized', gatewayOrderId, { eventId: 'evt-4' }))).toEqual({
        kind: 'ignored',
        eventId: 'evt-4',
        type: 'payment.authorized',
      });
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
      fake.payOrder(gatewayOrderId, 'succeed');
      const webhook = fake.webhookFor('payment.captured', gatewayOrderId, { eventId: 'evt-a' });
      const replayed = { ...webhook, headers: { ...webhook.headers, 'x-razorpay-event-id': 'evt-b' } };
      const first = read(webhook);
      const again = read(replayed);
      expect(again).toEqual({ ...first, eventId: 'evt-b' });
      expect(() =>
        gateway.readWebhook(Buffer.from(webhook.body), {
          'X-Razorpay-Signature': webhook.headers['x-razorpay-signature'],
        }),
      ).not.toThrow();
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

    it('says a refund Razorpay has not processed yet is pending, and asks again later', async () => {
      const gatewayPaymentId = await paidPayment();
      fake.refundOutcome = 'pending';
      const pending = await gateway.refund({
        gatewayPaymentId,
        amount: 49_700,
        idempotencyKey: 'refund-0002',
      });
      if (pending.status !== 'pending') throw new Error(`expected pending, got ${pending.status}`);
      fake.settleRefund(pending.gatewayRefundId, 'processed');
      expect(await gateway.refundState(pending.gatewayRefundId)).toEqual({
        status: 'completed',
        gatewayRefundId: pending.gatewayRefundId,
      });
    });

    it('says a failed refund failed', async () => {
      const gatewayPaymentId = await paidPayment();
      fake.refundOutcome = 'failed';
      expect(
        await gateway.refund({ gatewayPaymentId, amount: 49_700, idempotencyKey: 'refund-0003' }),
      ).toMatchObject({ status: 'failed' });
    });
  });

  describe('faults', () => {
    it('rejects every call while Razorpay answers 500, never reporting a success', async () => {
      const { gatewayOrderId } = await open();
      fake.faults.status = 500;
      await expect(open()).rejects.toThrow(/Razorpay could not create an order: .*HTTP 500/);
      await expect(gateway.resumePayment(gatewayOrderId)).rejects.toThrow(/HTTP 500/);
      await expect(gateway.paymentState(gatewayOrderId)).rejects.toThrow(/HTTP 500/);
      await expect(
        gateway.refund({ gatewayPaymentId: 'pay_x', amount: 100, idempotencyKey: 'refund-0004' }),
      ).rejects.toThrow(/HTTP 500/);
      await expect(gateway.refundState('rfnd_x')).rejects.toThrow(/HTTP 500/);
    });

    it('rejects a call Razorpay refuses, with its reason', async () => {
      await expect(gateway.paymentState('order_Missing')).rejects.toThrow(/The id provided does not exist/);
      const wrongKeys = gatewayFor(fake, { keySecret: 'wrong' });
      await expect(
        wrongKeys.openPayment({ orderId: 'o', amount: 100, currency: 'INR', idempotencyKey: 'k' }),
      ).rejects.toThrow(/Authentication failed \(HTTP 401\)/);
    });

    it('gives up on a slow Razorpay after its timeout', async () => {
      fake.faults.delayMs = 5_000;
      const started = Date.now();
      await expect(gatewayFor(fake, { timeoutMs: 200 }).paymentState('order_x')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('opens another Razorpay order after a lost answer, as Razorpay takes no key for orders', async () => {
      fake.faults.delayMs = 1_000;
      fake.faults.times = 1;
      const impatient = gatewayFor(fake, { timeoutMs: 200 });
      const request = { orderId: 'o-1', amount: 100, currency: 'INR' as const, idempotencyKey: 'open-o-1' };
      await expect(impatient.openPayment(request)).rejects.toThrow(/timeout/i);
      const retried = await impatient.openPayment(request);
      // The first order was made but never shown to a shopper: only the one the shop records can be paid.
      expect([...fake.orders.keys()]).toHaveLength(2);
      expect([...fake.orders.keys()].at(-1)).toBe(retried.gatewayOrderId);
    });

    it('rejects when nothing answers at the address', async () => {
      const address = fake.url;
      await fake.close();
      await expect(gatewayFor(fake, { apiUrl: address }).paymentState('order_x')).rejects.toThrow(
        /Razorpay could not fetch the order's payments: .*ECONNREFUSED/,
      );
      fake = await FakeRazorpay.start();
    });
  });
});
