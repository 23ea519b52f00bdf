import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedPayment } from './payment-gateway';
import { WebhookSignatureError } from './payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import { TEST_CARD_MESSAGES, TEST_CARDS, TestGateway } from './test-gateway';
import { TestGatewayStore } from './test-gateway-store';

const NOW = new Date('2026-11-24T10:00:00Z');
const card = (number: string, expiry = '12/27') => ({ number, expiry, cvc: '123', name: 'Asha Rao' });

describe('the test-mode gateway', () => {
  let store: TestGatewayStore;
  let dialog: TestGateway;
  let cards: TestGateway;
  const open = (gateway: TestGateway, orderId = 'o-1') =>
    gateway.openPayment({ orderId, amount: 49_700, currency: 'INR', idempotencyKey: `open-${orderId}` });

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

  it('fails every call while down, as an unreachable gateway does', async () => {
    dialog.down = true;
    await expect(open(dialog)).rejects.toThrow('The test gateway is unavailable');
  });

  it('refuses a webhook it did not sign', () => {
    expect(() =>
      dialog.readWebhook(Buffer.from('{"id":"evt_1"}'), { 'x-test-gateway-signature': 'forged' }),
    ).toThrow(WebhookSignatureError);
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
              refundsOf: async (gatewayPaymentId) => gateway.refundsOf(gatewayPaymentId),
            }
          : {
              async pay(opened) {
                asShopper(TEST_CARDS.succeeds)(opened);
                return { gatewayPaymentId: null, signature: null };
              },
              fail: async (opened) => void asShopper(TEST_CARDS.declined)(opened),
              leavePending: async (opened) => void asShopper(TEST_CARDS.needsAuthentication)(opened),
              refundsOf: async (gatewayPaymentId) => gateway.refundsOf(gatewayPaymentId),
            },
      close: async () => store.close(),
    };
  });
