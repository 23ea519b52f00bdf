import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedPayment } from './payment-gateway';
import { GatewayRefusedError, GatewayUnreachableError, WebhookSignatureError } from './payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import {
  TEST_CARD_MESSAGES,
  TEST_CARDS,
  TEST_REFUND_FAILURE,
  TestGateway,
  TestPaymentClosedError,
} from './test-gateway';
import { TestGatewayStore } from './test-gateway-store';
import { paymentRequest, readSigned } from './testing/gateway-test-support';

const NOW = new Date('2026-11-24T10:00:00Z');
const card = (number: string, expiry = '12/27') => ({ number, expiry, cvc: '123', name: 'Asha Rao' });

describe('the test-mode gateway', () => {
  let store: TestGatewayStore;
  let dialog: TestGateway;
  let cards: TestGateway;
  const open = (gateway: TestGateway, orderId = 'o-1') => gateway.openPayment(paymentRequest(orderId));

  beforeEach(() => {
    store = new TestGatewayStore(':memory:');
    dialog = new TestGateway(store, 'dialog', () => NOW);
    cards = new TestGateway(store, 'card', () => NOW);
  });
  afterEach(() => store.close());

  it('opens one payment per idempotency key, marked as test mode, with no secret for the browser', async () => {
    const opened = await open(dialog);
    expect(await open(dialog)).toEqual(opened);
    expect(opened.client).toEqual({
      gatewayOrderId: opened.gatewayOrderId,
      amount: '49700',
      currency: 'INR',
      testMode: 'true',
    });
    expect(await dialog.paymentState(opened.gatewayOrderId)).toEqual({ status: 'pending' });
  });

  it('signs a successful dialog payment the way Razorpay does, and refuses a forged or swapped proof', async () => {
    const { gatewayOrderId } = await open(dialog);
    const paid = dialog.pay(gatewayOrderId, 'succeed');
    if (!paid.paid) throw new Error('expected a payment');

    expect(
      dialog.verifyCallback({ gatewayOrderId, gatewayPaymentId: paid.paymentId, signature: paid.signature }),
    ).toBe(true);
    expect(
      dialog.verifyCallback({
        gatewayOrderId,
        gatewayPaymentId: paid.paymentId,
        signature: `${paid.signature.slice(0, -1)}${paid.signature.endsWith('0') ? '1' : '0'}`,
      }),
    ).toBe(false);
    const other = await open(dialog, 'o-2');
    expect(
      dialog.verifyCallback({
        gatewayOrderId: other.gatewayOrderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.signature,
      }),
    ).toBe(false);
    expect(await dialog.paymentState(gatewayOrderId)).toEqual({
      status: 'captured',
      gatewayPaymentId: paid.paymentId,
      amount: 49_700,
      currency: 'INR',
    });
  });

  it('records a failed dialog payment', async () => {
    const { gatewayOrderId } = await open(dialog);
    dialog.pay(gatewayOrderId, 'fail');
    expect(await dialog.paymentState(gatewayOrderId)).toMatchObject({
      status: 'failed',
      reason: 'The payment failed (test mode)',
    });
  });

  it("answers Stripe's test cards: 4242 succeeds, 0002 is declined, 3155 asks for authentication first", async () => {
    const succeeds = await open(cards, 'o-1');
    expect(cards.confirmCard(succeeds.gatewayOrderId, card(TEST_CARDS.succeeds))).toEqual({
      status: 'captured',
    });
    expect(await cards.paymentState(succeeds.gatewayOrderId)).toMatchObject({
      status: 'captured',
      amount: 49_700,
    });

    const declined = await open(cards, 'o-2');
    expect(cards.confirmCard(declined.gatewayOrderId, card('4000 0000 0000 0002'))).toEqual({
      status: 'requires_payment_method',
      reason: TEST_CARD_MESSAGES.declined,
    });
    expect(await cards.paymentState(declined.gatewayOrderId)).toEqual({
      status: 'requires_payment_method',
      attemptId: expect.stringMatching(/^test_ch_/),
      reason: TEST_CARD_MESSAGES.declined,
    });
    expect(cards.confirmCard(declined.gatewayOrderId, card(TEST_CARDS.succeeds))).toEqual({
      status: 'captured',
    });

    const secure = await open(cards, 'o-3');
    expect(cards.confirmCard(secure.gatewayOrderId, card(TEST_CARDS.needsAuthentication))).toEqual({
      status: 'requires_action',
    });
    expect(await cards.paymentState(secure.gatewayOrderId)).toEqual({ status: 'pending' });
    expect(cards.authenticate(secure.gatewayOrderId, 'succeed')).toEqual({ status: 'captured' });
  });

  it('refuses an expired card and a number it does not know', async () => {
    const { gatewayOrderId } = await open(cards);
    expect(cards.confirmCard(gatewayOrderId, card(TEST_CARDS.succeeds, '10/26'))).toEqual({
      status: 'requires_payment_method',
      reason: TEST_CARD_MESSAGES.expired,
    });
    expect(cards.confirmCard(gatewayOrderId, card('1234123412341234'))).toEqual({
      status: 'requires_payment_method',
      reason: TEST_CARD_MESSAGES.unknownNumber,
    });
  });

  it('refunds once per idempotency key', async () => {
    const { gatewayOrderId } = await open(dialog);
    const paid = dialog.pay(gatewayOrderId, 'succeed');
    const request = { gatewayPaymentId: paid.paymentId, amount: 49_700, idempotencyKey: 'refund-1' };

    const first = await dialog.refund(request);
    expect(await dialog.refund(request)).toEqual(first);
    expect(first.status).toBe('completed');
    expect(dialog.refundsOf(paid.paymentId)).toBe(1);
  });

  it("has the bank return the first refund of a 5126 card's payment, and lets a second one through", async () => {
    const { gatewayOrderId } = await open(cards);
    expect(cards.confirmCard(gatewayOrderId, card(TEST_CARDS.firstRefundReturned))).toEqual({
      status: 'captured',
    });
    const paid = await cards.paymentState(gatewayOrderId);
    if (paid.status !== 'captured') throw new Error('expected a capture');
    const refund = (idempotencyKey: string) =>
      cards.refund({ gatewayPaymentId: paid.gatewayPaymentId, amount: 49_700, idempotencyKey });

    expect(await refund('refund-1')).toMatchObject({ status: 'failed', reason: TEST_REFUND_FAILURE });
    expect(await refund('refund-1')).toMatchObject({ status: 'failed' });
    expect(await refund('refund-2')).toMatchObject({ status: 'completed' });
  });

  it('fails a refund of a payment it did not take, without making one', async () => {
    const { gatewayOrderId } = await open(dialog);
    const failed = dialog.pay(gatewayOrderId, 'fail');
    expect(
      await dialog.refund({ gatewayPaymentId: failed.paymentId, amount: 100, idempotencyKey: 'refund-2' }),
    ).toEqual({
      status: 'failed',
      gatewayRefundId: null,
      reason: `The test gateway took no payment ${failed.paymentId}`,
    });
    expect(dialog.refundsOf(failed.paymentId)).toBe(0);
  });

  it('settles refunds later when told to, as a webhook says too, and a failed one gives nothing back', async () => {
    const { gatewayOrderId } = await open(dialog);
    const paid = dialog.pay(gatewayOrderId, 'succeed');
    dialog.refundOutcome = 'pending';
    const refund = await dialog.refund({
      gatewayPaymentId: paid.paymentId,
      amount: 49_700,
      idempotencyKey: 'refund-3',
    });
    if (refund.status !== 'pending') throw new Error('expected pending');
    expect(dialog.settleRefund(refund.gatewayRefundId, 'failed')).toEqual({
      status: 'failed',
      gatewayRefundId: refund.gatewayRefundId,
      reason: TEST_REFUND_FAILURE,
    });
    // Settled once: a later word does not change it.
    expect(dialog.settleRefund(refund.gatewayRefundId, 'completed').status).toBe('failed');
    expect(readSigned(dialog, dialog.refundWebhookFor(refund.gatewayRefundId, 'evt_r1'))).toEqual({
      kind: 'refund',
      eventId: 'evt_r1',
      gatewayRefundId: refund.gatewayRefundId,
      gatewayPaymentId: paid.paymentId,
      outcome: { status: 'failed', gatewayRefundId: refund.gatewayRefundId, reason: TEST_REFUND_FAILURE },
    });
    dialog.refundOutcome = 'completed';
    expect(
      await dialog.refund({ gatewayPaymentId: paid.paymentId, amount: 49_700, idempotencyKey: 'refund-4' }),
    ).toMatchObject({ status: 'completed' });
  });

  it('refuses the shopper a cancelled payment, and one paid already', async () => {
    const cancelled = await open(dialog, 'o-1');
    expect(await dialog.cancelPayment(cancelled.gatewayOrderId)).toEqual({
      status: 'failed',
      gatewayPaymentId: null,
      reason: 'The payment was cancelled (test mode)',
    });
    expect(() => dialog.pay(cancelled.gatewayOrderId, 'succeed')).toThrow(TestPaymentClosedError);
    const card = await open(cards, 'o-2');
    await cards.cancelPayment(card.gatewayOrderId);
    expect(() =>
      cards.confirmCard(card.gatewayOrderId, {
        number: TEST_CARDS.succeeds,
        expiry: '12/27',
        cvc: '123',
        name: 'A',
      }),
    ).toThrow(/cancelled/);

    const paid = await open(dialog, 'o-3');
    const payment = dialog.pay(paid.gatewayOrderId, 'succeed');
    expect(() => dialog.pay(paid.gatewayOrderId, 'succeed')).toThrow(TestPaymentClosedError);
    expect(await dialog.paymentState(paid.gatewayOrderId)).toMatchObject({
      gatewayPaymentId: payment.paymentId,
    });
  });

  it('names each declined card try anew, an authentication that failed included', async () => {
    const { gatewayOrderId } = await open(cards);
    cards.confirmCard(gatewayOrderId, card(TEST_CARDS.declined));
    const first = await cards.paymentState(gatewayOrderId);
    cards.confirmCard(gatewayOrderId, card(TEST_CARDS.needsAuthentication));
    cards.authenticate(gatewayOrderId, 'fail');
    const second = await cards.paymentState(gatewayOrderId);
    expect(first).toMatchObject({
      status: 'requires_payment_method',
      attemptId: expect.stringMatching(/^test_ch_/),
    });
    expect(second).toMatchObject({
      status: 'requires_payment_method',
      reason: TEST_CARD_MESSAGES.authenticationFailed,
      attemptId: expect.stringMatching(/^test_ch_/),
    });
    expect(second).not.toMatchObject({ attemptId: (first as { attemptId: string }).attemptId });
  });

  it('fails every call while down, as an unreachable gateway does', async () => {
    dialog.down = true;
    await expect(open(dialog)).rejects.toThrow(GatewayUnreachableError);
    await expect(open(dialog)).rejects.toThrow(/The test gateway is unavailable/);
    expect(() => dialog.pay('test_order_x', 'succeed')).toThrow(GatewayUnreachableError);
  });

  it('refuses a payment or refund it does not know, as a gateway answering 4xx', async () => {
    await expect(dialog.paymentState('test_order_missing')).rejects.toThrow(GatewayRefusedError);
    await expect(dialog.refundState('test_rfnd_missing')).rejects.toThrow(GatewayRefusedError);
  });

  it('refuses a webhook it did not sign', () => {
    expect(() =>
      dialog.readWebhook(Buffer.from('{"id":"evt_1"}'), { 'x-test-gateway-signature': 'forged' }),
    ).toThrow(WebhookSignatureError);
  });

  it('reads a capture webhook by the payment it names, with no shop order in it', async () => {
    const { gatewayOrderId } = await open(dialog);
    const paid = dialog.pay(gatewayOrderId, 'succeed');
    expect(readSigned(dialog, dialog.webhookFor(gatewayOrderId, 'evt_c1'))).toEqual({
      kind: 'captured',
      eventId: 'evt_c1',
      gatewayOrderId,
      gatewayPaymentId: paid.paymentId,
      amount: 49_700,
      currency: 'INR',
    });
  });
});

describe('the test-mode gateway store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'test-gateway-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a store made by an earlier version: its payments and its refunds, completed', async () => {
    const file = join(dir, 'test-gateway.sqlite');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE test_payments (gateway_order_id TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE,
        order_id TEXT NOT NULL, amount INTEGER NOT NULL, status TEXT NOT NULL, payment_id TEXT, failure_reason TEXT) STRICT;
      CREATE TABLE test_refunds (refund_id TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE,
        payment_id TEXT NOT NULL, amount INTEGER NOT NULL) STRICT;
      CREATE TABLE test_gateway_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      INSERT INTO test_payments VALUES ('test_order_old', 'open-old', 'o-old', 49700, 'captured', 'test_pay_old', NULL);
      INSERT INTO test_refunds VALUES ('test_rfnd_old', 'refund-old', 'test_pay_old', 49700);
    `);
    old.close();

    const store = new TestGatewayStore(file);
    try {
      const gateway = new TestGateway(store, 'dialog');
      expect(await gateway.paymentState('test_order_old')).toMatchObject({
        status: 'captured',
        gatewayPaymentId: 'test_pay_old',
      });
      expect(await gateway.refundState('test_rfnd_old')).toEqual({
        status: 'completed',
        gatewayRefundId: 'test_rfnd_old',
      });
      const card = new TestGateway(store, 'card');
      const { gatewayOrderId } = await card.openPayment(paymentRequest('o-new'));
      card.confirmCard(gatewayOrderId, {
        number: TEST_CARDS.declined,
        expiry: '12/40',
        cvc: '123',
        name: 'A',
      });
      expect(await card.paymentState(gatewayOrderId)).toMatchObject({
        attemptId: expect.stringMatching(/\S/),
      });
    } finally {
      store.close();
    }
  });
});

for (const flow of ['dialog', 'card'] as const)
  paymentGatewayContract(`The test-mode (${flow})`, flow, async () => {
    const store = new TestGatewayStore(':memory:');
    const gateway = new TestGateway(store, flow);
    const secret = store.secret(() => {
      throw new Error('the gateway made its secret already');
    });
    const asShopper = (number: string) => (opened: OpenedPayment) =>
      gateway.confirmCard(opened.gatewayOrderId, card(number));
    const refusedLate = (pay: () => unknown) => expect(pay).toThrow(TestPaymentClosedError);
    return {
      gateway,
      secrets: [secret],
      shopper:
        flow === 'dialog'
          ? {
              async pay({ gatewayOrderId }) {
                const paid = gateway.pay(gatewayOrderId, 'succeed');
                if (!paid.paid) throw new Error('the test dialog did not take the payment');
                return { gatewayPaymentId: paid.paymentId, signature: paid.signature };
              },
              fail: async ({ gatewayOrderId }) => void gateway.pay(gatewayOrderId, 'fail'),
              // The shopper opened the dialog and walked away: nothing reached the gateway.
              leavePending: async () => {},
              payLate: async ({ gatewayOrderId }) =>
                refusedLate(() => gateway.pay(gatewayOrderId, 'succeed')),
              refundsOf: async (gatewayPaymentId) => gateway.refundsOf(gatewayPaymentId),
            }
          : {
              async pay(opened) {
                asShopper(TEST_CARDS.succeeds)(opened);
                return { gatewayPaymentId: null, signature: null };
              },
              fail: async (opened) => void asShopper(TEST_CARDS.declined)(opened),
              leavePending: async (opened) => void asShopper(TEST_CARDS.needsAuthentication)(opened),
              payLate: async (opened) => refusedLate(() => asShopper(TEST_CARDS.succeeds)(opened)),
              refundsOf: async (gatewayPaymentId) => gateway.refundsOf(gatewayPaymentId),
            },
      refunds: {
        next: (outcome) => {
          gateway.refundOutcome = outcome;
        },
        settle: async (id, outcome) => void gateway.settleRefund(id, outcome),
        webhook: (id, eventId) => gateway.refundWebhookFor(id, eventId),
      },
      unreachable: async () => {
        const down = new TestGateway(store, flow);
        down.down = true;
        return down;
      },
      close: async () => store.close(),
    };
  });
