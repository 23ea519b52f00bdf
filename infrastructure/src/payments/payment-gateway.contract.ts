import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayFlow, OpenedPayment, PaymentGateway } from './payment-gateway';
import { openPaymentOf } from './testing/gateway-test-support';

/**
 * The behaviour every payment gateway shares, run against each adapter with a small driver that acts as the
 * shopper (and, for counting refunds, as the gateway's records):
 *
 * - `pay(opened)`: pays the whole amount, successfully. Returns what the gateway hands the browser: for the
 *   dialog flow the payment id and the signature of the callback (both required); for the card flow nulls
 *   where the browser gets nothing (a payment id that is not yet known may be null).
 * - `fail(opened)`: the attempt fails (a declined card, a failed UPI payment).
 * - `leavePending(opened)`: starts paying and stops halfway (a 3-D Secure step or a UPI approval not given).
 * - `refundsOf(gatewayPaymentId)`: how many refunds the gateway has made of that payment.
 *
 * A real gateway is driven through its local fake (testing/fake-*-server.ts); the test-mode gateway through its
 * own shopper API: `pay(id, 'succeed' | 'fail')` in the dialog flow; in the card flow `confirmCard` with
 * TEST_CARDS.succeeds, .declined and .needsAuthentication (pay returns nulls), and `refundsOf`. `secrets` are the
 * values that must never reach the browser. `open` is called before every test, `close` after it:
 *
 *   paymentGatewayContract('Stripe', 'card', async () => ({ gateway, shopper, secrets, close }));
 */
export interface PaidProof {
  gatewayPaymentId: string | null;
  signature: string | null;
}

export interface GatewayShopper {
  pay(opened: OpenedPayment): Promise<PaidProof>;
  fail(opened: OpenedPayment): Promise<void>;
  leavePending(opened: OpenedPayment): Promise<void>;
  refundsOf(gatewayPaymentId: string): Promise<number>;
}

export interface GatewayUnderTest {
  gateway: PaymentGateway;
  shopper: GatewayShopper;
  secrets: string[];
  close?(): Promise<void>;
}

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

    beforeEach(async () => {
      subject = await open();
      gateway = subject.gateway;
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it(`follows the ${flow} flow`, () => {
      expect(gateway.flow).toBe(flow);
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
      const opened = await openPayment();
      const proof = await subject.shopper.pay(opened);
      const state = await gateway.paymentState(opened.gatewayOrderId);
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

    if (flow === 'dialog')
      it('accepts the callback proof only for its own order and payment', async () => {
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
      it('takes no browser proof: the card flow is verified by asking the gateway', async () => {
        const opened = await openPayment();
        const proof = {
          gatewayOrderId: opened.gatewayOrderId,
          gatewayPaymentId: 'anything',
          signature: 'a'.repeat(64),
        };
        expect(gateway.verifyCallback(proof)).toBe(false);
      });

    it('refunds a captured payment once per idempotency key, however often it is asked', async () => {
      const opened = await openPayment();
      await subject.shopper.pay(opened);
      const captured = await gateway.paymentState(opened.gatewayOrderId);
      if (captured.status !== 'captured') throw new Error(`expected a capture, got ${captured.status}`);
      const request = {
        gatewayPaymentId: captured.gatewayPaymentId,
        amount,
        idempotencyKey: `refund-${randomUUID()}`,
      };

      const first = await gateway.refund(request);
      expect(first).toMatchObject({ status: 'completed', gatewayRefundId: expect.stringMatching(/\S/) });
      expect(await gateway.refund(request)).toEqual(first);
      expect(await subject.shopper.refundsOf(captured.gatewayPaymentId)).toBe(1);
      if (first.status === 'completed')
        expect(await gateway.refundState(first.gatewayRefundId)).toEqual(first);
    });
  });
}
