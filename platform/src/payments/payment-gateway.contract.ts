import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './gateway-support';
import {
  type GatewayFlow,
  type GatewayPaymentState,
  GatewayRefusedError,
  GatewayUnreachableError,
  type OpenedPayment,
  type PaymentGateway,
} from './payment-gateway';
import type { SignedWebhook } from './testing/fake-http-server';
import { openPaymentOf, readSigned } from './testing/gateway-test-support';

/**
 * The behaviour every payment gateway shares, run against each adapter with a small driver that acts as the
 * shopper and as the gateway's own side:
 *
 * - `shopper.pay(opened)`: pays the whole amount, successfully. Returns what the gateway hands the browser: for
 *   the dialog flow the payment id and the signature of the callback (both required); for the card flow nulls
 *   where the browser gets nothing (a payment id that is not yet known may be null).
 * - `shopper.fail(opened)`: an attempt fails (a declined card, a failed UPI payment); each call is a new attempt.
 * - `shopper.leavePending(opened)`: starts paying and stops halfway (a 3-D Secure step or a UPI approval not given).
 * - `shopper.payLate(opened)`: tries to pay after the shop cancelled the payment (past the time to pay where the
 *   gateway ends payments by time): the gateway may refuse, and must take no money either way.
 * - `shopper.refundsOf(gatewayPaymentId)`: how many refunds the gateway has made of that payment.
 * - `refunds.next(outcome)`: how the gateway settles the refunds asked for next: at once, later, or failing.
 * - `refunds.settle(gatewayRefundId, outcome)`: the gateway settles a pending refund.
 * - `refunds.webhook(gatewayRefundId, eventId)`: the webhook the gateway sends about the refund as it is now.
 * - `unreachable()`: the same adapter pointed at a gateway that does not answer (a closed port, a gateway down).
 *
 * A real gateway is driven through its local fake (testing/fake-*-server.ts), the test-mode gateway through its
 * own shopper API. `secrets` are the values that must never reach the browser. `open` is called before every
 * test, `close` after it:
 *
 *   paymentGatewayContract('Stripe', 'card', async () => ({ gateway, shopper, refunds, unreachable, secrets, close }));
 */
export interface PaidProof {
  gatewayPaymentId: string | null;
  signature: string | null;
}

export interface GatewayShopper {
  pay(opened: OpenedPayment): Promise<PaidProof>;
  fail(opened: OpenedPayment): Promise<void>;
  leavePending(opened: OpenedPayment): Promise<void>;
  payLate(opened: OpenedPayment): Promise<void>;
  refundsOf(gatewayPaymentId: string): Promise<number>;
}

export interface GatewayRefundSide {
  next(outcome: 'completed' | 'pending' | 'failed'): void;
  settle(gatewayRefundId: string, outcome: 'completed' | 'failed'): Promise<void>;
  webhook(gatewayRefundId: string, eventId: string): SignedWebhook;
}

export interface GatewayUnderTest {
  gateway: PaymentGateway;
  shopper: GatewayShopper;
  refunds: GatewayRefundSide;
  unreachable(): Promise<PaymentGateway>;
  secrets: string[];
  close?(): Promise<void>;
}

/** The try a failed state names: the card's declined attempt, or the dialog's failed payment. */
const attemptOf = (state: GatewayPaymentState) =>
  state.status === 'requires_payment_method'
    ? state.attemptId
    : state.status === 'failed'
      ? state.gatewayPaymentId
      : undefined;

export function paymentGatewayContract(
  name: string,
  flow: GatewayFlow,
  open: () => Promise<GatewayUnderTest>,
): void {
  describe(`${name} payment gateway`, () => {
    let subject: GatewayUnderTest;
    let gateway: PaymentGateway;
    const amount = 49_700;
    const openPayment = () => openPaymentOf(gateway, amount);
    /** A payment paid in full, and its capture as the gateway reports it. */
    const captured = async () => {
      const opened = await openPayment();
      const proof = await subject.shopper.pay(opened);
      const state = await gateway.paymentState(opened.gatewayOrderId);
      if (state.status !== 'captured') throw new Error(`expected a capture, got ${state.status}`);
      return { opened, proof, state };
    };
    const refundKey = () => `refund-${randomUUID()}`;

    beforeEach(async () => {
      subject = await open();
      gateway = subject.gateway;
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it('opens a payment with a gateway order id and public client data, and resumes it the same', async () => {
      const opened = await openPayment();
      expect(opened.gatewayOrderId).toMatch(/\S/);
      expect(opened.client.gatewayOrderId).toBe(opened.gatewayOrderId);
      for (const value of Object.values(opened.client))
        for (const secret of subject.secrets) expect(value).not.toContain(secret);
      expect(await gateway.resumePayment(opened.gatewayOrderId)).toEqual(opened);
    });

    it('says a fresh payment, and one left halfway, is pending', async () => {
      const fresh = await openPayment();
      expect(await gateway.paymentState(fresh.gatewayOrderId)).toEqual({ status: 'pending' });
      const halfway = await openPayment();
      await subject.shopper.leavePending(halfway);
      expect(await gateway.paymentState(halfway.gatewayOrderId)).toEqual({ status: 'pending' });
    });

    it('says a paid payment is captured, for the amount in INR', async () => {
      const { proof, state } = await captured();
      expect(state).toMatchObject({ status: 'captured', amount, currency: 'INR' });
      if (proof.gatewayPaymentId) expect(state).toMatchObject({ gatewayPaymentId: proof.gatewayPaymentId });
    });

    it('says a failed payment failed, with a reason', async () => {
      const opened = await openPayment();
      await subject.shopper.fail(opened);
      const state = await gateway.paymentState(opened.gatewayOrderId);
      expect(state.status).toBe(flow === 'dialog' ? 'failed' : 'requires_payment_method');
      expect(state).toMatchObject({ reason: expect.stringMatching(/\S/) });
    });

    it('names a failed try the same however often it is read, and the next failed try anew', async () => {
      const opened = await openPayment();
      await subject.shopper.fail(opened);
      const first = attemptOf(await gateway.paymentState(opened.gatewayOrderId));
      expect(first).toEqual(expect.stringMatching(/\S/));
      expect(attemptOf(await gateway.paymentState(opened.gatewayOrderId))).toBe(first);

      await subject.shopper.fail(opened);
      const second = attemptOf(await gateway.paymentState(opened.gatewayOrderId));
      expect(second).toEqual(expect.stringMatching(/\S/));
      expect(second).not.toBe(first);
      expect(attemptOf(await gateway.paymentState(opened.gatewayOrderId))).toBe(second);
    });

    if (flow === 'dialog')
      it("follows the dialog flow: the browser's signed proof is accepted only for its own order and payment", async () => {
        expect(gateway.flow).toBe('dialog');
        const opened = await openPayment();
        const { gatewayPaymentId, signature } = await subject.shopper.pay(opened);
        if (!gatewayPaymentId || !signature)
          throw new Error('The dialog flow gives the browser a signed proof');
        const { gatewayOrderId } = opened;
        expect(gateway.verifyCallback({ gatewayOrderId, gatewayPaymentId, signature })).toBe(true);

        const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
        expect(gateway.verifyCallback({ gatewayOrderId, gatewayPaymentId, signature: forged })).toBe(false);
        expect(gateway.verifyCallback({ gatewayOrderId, gatewayPaymentId, signature: 'short' })).toBe(false);
        const other = await openPayment();
        const swapped = { gatewayOrderId: other.gatewayOrderId, gatewayPaymentId, signature };
        expect(gateway.verifyCallback(swapped)).toBe(false);
        const otherPayment = { gatewayOrderId, gatewayPaymentId: `${gatewayPaymentId}x`, signature };
        expect(gateway.verifyCallback(otherPayment)).toBe(false);
      });
    else
      it('follows the card flow: it takes no browser proof, even one signed the dialog way, and is asked instead', async () => {
        expect(gateway.flow).toBe('card');
        const { opened, state } = await captured();
        const { gatewayOrderId } = opened;
        const { gatewayPaymentId } = state as Extract<GatewayPaymentState, { status: 'captured' }>;
        // Signed as a dialog gateway signs (HMAC-SHA256 of `order|payment`), with each secret it holds.
        for (const secret of subject.secrets) {
          const signature = hmacSha256Hex(secret, `${gatewayOrderId}|${gatewayPaymentId}`);
          expect(gateway.verifyCallback({ gatewayOrderId, gatewayPaymentId, signature })).toBe(false);
        }
      });

    describe('cancelling', () => {
      it('takes no money for a payment cancelled while pending, even when the shopper pays after', async () => {
        const opened = await openPayment();
        await subject.shopper.leavePending(opened);
        const cancelled = await gateway.cancelPayment(opened.gatewayOrderId);
        expect(['pending', 'failed']).toContain(cancelled.status);

        await subject.shopper.payLate(opened);
        expect((await gateway.paymentState(opened.gatewayOrderId)).status).not.toBe('captured');
        expect(await gateway.cancelPayment(opened.gatewayOrderId)).not.toMatchObject({ status: 'captured' });
      });

      it('answers a payment captured before the cancel as captured, and leaves it so', async () => {
        const { opened, state } = await captured();
        expect(await gateway.cancelPayment(opened.gatewayOrderId)).toEqual(state);
        expect(await gateway.paymentState(opened.gatewayOrderId)).toEqual(state);
      });
    });

    describe('refunds', () => {
      it('refunds a captured payment once per idempotency key, however often it is asked', async () => {
        const { state } = await captured();
        const request = { gatewayPaymentId: state.gatewayPaymentId, amount, idempotencyKey: refundKey() };

        const first = await gateway.refund(request);
        expect(first).toMatchObject({ status: 'completed', gatewayRefundId: expect.stringMatching(/\S/) });
        expect(await gateway.refund(request)).toEqual(first);
        expect(await subject.shopper.refundsOf(state.gatewayPaymentId)).toBe(1);
        if (first.status === 'completed')
          expect(await gateway.refundState(first.gatewayRefundId)).toEqual(first);
      });

      it('says a refund the gateway settles later is pending, then completed, by refundState and the key', async () => {
        const { state } = await captured();
        const request = { gatewayPaymentId: state.gatewayPaymentId, amount, idempotencyKey: refundKey() };
        subject.refunds.next('pending');

        const pending = await gateway.refund(request);
        if (pending.status !== 'pending') throw new Error(`expected pending, got ${pending.status}`);
        expect(await gateway.refundState(pending.gatewayRefundId)).toEqual(pending);
        expect(await gateway.refund(request)).toEqual(pending);

        await subject.refunds.settle(pending.gatewayRefundId, 'completed');
        const completed = { status: 'completed', gatewayRefundId: pending.gatewayRefundId };
        expect(await gateway.refundState(pending.gatewayRefundId)).toEqual(completed);
        expect(await gateway.refund(request)).toEqual(completed);
        expect(await subject.shopper.refundsOf(state.gatewayPaymentId)).toBe(1);
      });

      it('answers a refund that failed as failed again for the same key, never making another', async () => {
        const { state } = await captured();
        subject.refunds.next('failed');
        const failing = { gatewayPaymentId: state.gatewayPaymentId, amount, idempotencyKey: refundKey() };
        const failed = await gateway.refund(failing);
        expect(failed).toMatchObject({
          status: 'failed',
          gatewayRefundId: expect.stringMatching(/\S/),
          reason: expect.stringMatching(/\S/),
        });
        expect(await gateway.refund(failing)).toEqual(failed);

        // One that failed after being taken on, too.
        subject.refunds.next('pending');
        const later = { ...failing, idempotencyKey: refundKey() };
        const pending = await gateway.refund(later);
        if (pending.status !== 'pending') throw new Error(`expected pending, got ${pending.status}`);
        await subject.refunds.settle(pending.gatewayRefundId, 'failed');
        const settled = await gateway.refundState(pending.gatewayRefundId);
        expect(settled).toMatchObject({ status: 'failed', gatewayRefundId: pending.gatewayRefundId });
        expect(await gateway.refund(later)).toEqual(settled);
        expect(await subject.shopper.refundsOf(state.gatewayPaymentId)).toBe(2);
      });

      it('reads a refund webhook: the refund, the payment as paymentState named it, and its outcome', async () => {
        const { state } = await captured();
        subject.refunds.next('pending');
        const refund = await gateway.refund({
          gatewayPaymentId: state.gatewayPaymentId,
          amount: 20_000,
          idempotencyKey: refundKey(),
        });
        if (refund.status !== 'pending') throw new Error(`expected pending, got ${refund.status}`);
        const { gatewayRefundId } = refund;
        const facts = { kind: 'refund', gatewayRefundId, gatewayPaymentId: state.gatewayPaymentId };
        expect(readSigned(gateway, subject.refunds.webhook(gatewayRefundId, 'evt_refund_1'))).toEqual({
          ...facts,
          eventId: 'evt_refund_1',
          outcome: refund,
        });

        await subject.refunds.settle(gatewayRefundId, 'completed');
        expect(readSigned(gateway, subject.refunds.webhook(gatewayRefundId, 'evt_refund_2'))).toEqual({
          ...facts,
          eventId: 'evt_refund_2',
          outcome: { status: 'completed', gatewayRefundId },
        });

        const other = await gateway.refund({
          gatewayPaymentId: state.gatewayPaymentId,
          amount: 10_000,
          idempotencyKey: refundKey(),
        });
        if (other.status !== 'pending') throw new Error(`expected pending, got ${other.status}`);
        await subject.refunds.settle(other.gatewayRefundId, 'failed');
        expect(readSigned(gateway, subject.refunds.webhook(other.gatewayRefundId, 'evt_refund_3'))).toEqual({
          kind: 'refund',
          eventId: 'evt_refund_3',
          gatewayRefundId: other.gatewayRefundId,
          gatewayPaymentId: state.gatewayPaymentId,
          outcome: await gateway.refundState(other.gatewayRefundId),
        });
      });

      it('fails a refund of more than is left, and the same again for its key', async () => {
        const { state } = await captured();
        const request = {
          gatewayPaymentId: state.gatewayPaymentId,
          amount: amount + 1,
          idempotencyKey: refundKey(),
        };
        const refused = await gateway.refund(request);
        expect(refused).toMatchObject({ status: 'failed', reason: expect.stringMatching(/\S/) });
        expect((await gateway.refund(request)).status).toBe('failed');
        expect(await subject.shopper.refundsOf(state.gatewayPaymentId)).toBe(0);
      });
    });

    describe('failed calls', () => {
      it('says the gateway refused a call it answered with a refusal', async () => {
        await expect(gateway.paymentState('no_such_payment_0001')).rejects.toBeInstanceOf(
          GatewayRefusedError,
        );
        await expect(gateway.resumePayment('no_such_payment_0001')).rejects.toBeInstanceOf(
          GatewayRefusedError,
        );
        await expect(gateway.refundState('no_such_refund_0001')).rejects.toBeInstanceOf(GatewayRefusedError);
      });

      it('says a gateway that does not answer could not be reached, for every call, never that it refused', async () => {
        const { opened, state } = await captured();
        const down = await subject.unreachable();
        const calls: [string, () => Promise<unknown>][] = [
          ['openPayment', () => openPaymentOf(down, amount)],
          ['resumePayment', () => down.resumePayment(opened.gatewayOrderId)],
          ['paymentState', () => down.paymentState(opened.gatewayOrderId)],
          ['cancelPayment', () => down.cancelPayment(opened.gatewayOrderId)],
          [
            'refund',
            () =>
              down.refund({ gatewayPaymentId: state.gatewayPaymentId, amount, idempotencyKey: refundKey() }),
          ],
          ['refundState', () => down.refundState('no_such_refund_0001')],
        ];
        for (const [call, act] of calls) {
          const error = await act().then(
            () => new Error(`${call} succeeded`),
            (thrown: unknown) => thrown,
          );
          expect(error, call).toBeInstanceOf(GatewayUnreachableError);
        }
      });
    });
  });
}
