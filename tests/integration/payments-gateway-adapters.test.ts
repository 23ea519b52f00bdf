import { FakeRazorpay, FakeStripe, type SignedWebhook } from '@verdant/platform/testing';
import { onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { GATEWAY_REFUSED, INVALID_SIGNATURE } from '@verdant/server/sales/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentJobAt } from '../support/payment-jobs';
import { eventually } from '../support/processes';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

/**
 * The shop with real Razorpay and Stripe keys, its adapters talking to local fakes of the gateways' APIs
 * (fakes: the gateways cannot be reached from here), signed as the gateways sign.
 */
let razorpay: FakeRazorpay;
let stripe: FakeStripe;
beforeAll(async () => {
  [razorpay, stripe] = await Promise.all([FakeRazorpay.start(), FakeStripe.start()]);
});
afterAll(async () => {
  await Promise.all([razorpay.close(), stripe.close()]);
});
const sales = useSalesShop(() => ({
  RAZORPAY_KEY_ID: razorpay.keys.keyId,
  RAZORPAY_KEY_SECRET: razorpay.keys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: razorpay.keys.webhookSecret,
  RAZORPAY_API_URL: razorpay.url,
  STRIPE_SECRET_KEY: stripe.keys.secretKey,
  STRIPE_PUBLISHABLE_KEY: stripe.keys.publishableKey,
  STRIPE_WEBHOOK_SECRET: stripe.keys.webhookSecret,
  STRIPE_API_URL: stripe.url,
}));

const orderAwaitingPayment = (paymentMethod: 'razorpay' | 'card') =>
  sales.kit.orderAwaitingPayment(paymentMethod);

const deliver = (gateway: 'razorpay' | 'stripe', webhook: SignedWebhook) =>
  fetch(`${sales.shop.baseUrl}/webhooks/${gateway}`, {
    method: 'POST',
    headers: webhook.headers,
    body: webhook.body,
  });

const eventsOf = async (orderId: string, type: string) =>
  (await sales.shop.recordedEvents(type)).filter(
    (event) => (event.data as { orderId: string }).orderId === orderId,
  );

/** The reconciliation reads the online payments read model: wait until it has seen what was written. */
const untilReadModelsCaughtUp = async () => {
  const head = BigInt(await sales.kit.head());
  await sales.shop.shop.readModels.waitFor([onlinePaymentsProjection.name], head, 5_000);
};

/** The gateway's refund id the shop recorded once the gateway took the refund on. */
async function acceptedRefund(orderId: string): Promise<string> {
  await eventually(
    async () => (await eventsOf(orderId, 'RefundAccepted')).length === 1,
    'the gateway did not take the refund on',
    10_000,
  );
  const [accepted] = await eventsOf(orderId, 'RefundAccepted');
  return (accepted!.data as { gatewayRefundId: string }).gatewayRefundId;
}

describe('Razorpay', () => {
  it('opens one Razorpay order in paise with our order as its receipt, however often Pay is clicked at once', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    expect(await sales.shop.client.payments.methods.query()).toEqual({
      razorpay: { available: true, testMode: false },
      card: { available: true, testMode: false },
    });

    const starts = await Promise.all(
      Array.from({ length: 5 }, () => asha.client.payments.start.mutate({ orderId })),
    );

    const opened = [...razorpay.orders.values()].filter((order) => order.receipt === orderId);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ amount: 45_000, currency: 'INR', notes: { order_id: orderId } });
    // Captured automatically only while the shopper may pay (the shop's 30 minutes), in a payment block
    // Razorpay's Orders API accepts (the fake refuses one it would not).
    const created = razorpay.requests.filter(
      (request) => request.path === '/v1/orders' && JSON.parse(request.body).receipt === orderId,
    );
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]!.body).payment).toEqual({
      capture: 'automatic',
      capture_options: { automatic_expiry_period: 30, manual_expiry_period: 42, refund_speed: 'normal' },
    });
    for (const start of starts)
      expect(start).toMatchObject({
        gateway: 'razorpay',
        testMode: false,
        client: {
          keyId: razorpay.keys.keyId,
          amount: '45000',
          currency: 'INR',
          gatewayOrderId: opened[0]!.id,
        },
      });
    expect(JSON.stringify(starts)).not.toContain(razorpay.keys.keySecret);
  });

  it("records checkout.js's signed success once, and refuses it for another order", async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const other = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    const otherStarted = await other.asha.client.payments.start.mutate({ orderId: other.orderId });
    const otherPaid = razorpay.payOrder(otherStarted.client.gatewayOrderId!, 'succeed');

    await sales.kit.refusedWithNothingWritten(
      () =>
        asha.client.payments.confirmDialog.mutate({
          orderId,
          gatewayPaymentId: otherPaid.razorpay_payment_id,
          signature: otherPaid.razorpay_signature,
        }),
      'BAD_REQUEST',
      INVALID_SIGNATURE,
    );

    const paid = razorpay.payOrder(started.client.gatewayOrderId!, 'succeed');
    const proof = { orderId, gatewayPaymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
    await asha.write(asha.client.payments.confirmDialog.mutate(proof));
    await asha.write(asha.client.payments.confirmDialog.mutate(proof));
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({ paymentStatus: 'paid' });
    expect(await eventsOf(orderId, 'PaymentCaptured')).toMatchObject([
      { data: { gateway: 'razorpay', gatewayPaymentId: paid.razorpay_payment_id, via: 'callback' } },
    ]);
  });

  it('records a webhook once as the gateway, however often it is delivered, and refuses a wrong secret', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    razorpay.payOrder(started.client.gatewayOrderId!, 'succeed');
    const forged = razorpay.webhookFor('payment.captured', started.client.gatewayOrderId!, {
      secret: 'not the webhook secret',
    });
    const before = await sales.kit.head();
    expect((await deliver('razorpay', forged)).status).toBe(400);
    expect(await sales.kit.head()).toBe(before);

    const webhook = razorpay.webhookFor('payment.captured', started.client.gatewayOrderId!);
    const orderPaid = razorpay.webhookFor('order.paid', started.client.gatewayOrderId!);
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => deliver('razorpay', webhook)),
      deliver('razorpay', orderPaid),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await eventually(async () => (await eventsOf(orderId, 'PaymentCaptured')).length > 0, 'no capture');
    await eventually(async () => {
      const job = await sales.shop.shop.stores.jobQueue.getJob(
        'payments',
        `webhook-razorpay-${orderPaid.headers['x-razorpay-event-id']}`,
      );
      return job?.state === 'completed';
    }, 'the order.paid webhook was not processed');
    expect(await eventsOf(orderId, 'PaymentCaptured')).toMatchObject([
      { data: { via: 'webhook' }, metadata: { actor: { role: 'gateway', userId: 'razorpay' } } },
    ]);
  });

  it('records a well-signed webhook for another amount as a mismatch, and gives that money back through Razorpay', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    const paid = razorpay.payOrder(started.client.gatewayOrderId!, 'succeed');
    const payment = razorpay.payments.get(paid.razorpay_payment_id)!;
    razorpay.payments.set(payment.id, { ...payment, amount: 100 });

    const answer = await deliver(
      'razorpay',
      razorpay.webhookFor('payment.captured', started.client.gatewayOrderId!),
    );

    expect(answer.status).toBe(200);
    await eventually(async () => (await eventsOf(orderId, 'RefundCompleted')).length === 1, 'no refund');
    expect(await eventsOf(orderId, 'PaymentMismatched')).toMatchObject([
      { data: { gatewayPaymentId: payment.id, amount: 100, expectedAmount: 45_000 } },
    ]);
    expect(await eventsOf(orderId, 'PaymentCaptured')).toEqual([]);
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toMatchObject(
      [{ amount: 100, status: 'processed' }],
    );
  });

  it('keeps the order payable while Razorpay is down, then opens its payment', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    razorpay.faults.status = 503;
    try {
      const error = await refusal(asha.client.payments.start.mutate({ orderId }));
      expect(error.message).toMatch(/could not reach the payment gateway/);
    } finally {
      razorpay.faults.status = null;
    }
    expect(await eventsOf(orderId, 'PaymentInitiated')).toEqual([]);
    const started = await asha.client.payments.start.mutate({ orderId });
    expect([...razorpay.orders.values()].filter((order) => order.receipt === orderId)).toHaveLength(1);
    expect(started.client.gatewayOrderId).toMatch(/^order_/);
  });

  it('refunds a paid order cancelled by its customer through Razorpay, once', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    const paid = razorpay.payOrder(started.client.gatewayOrderId!, 'succeed');
    await asha.write(
      asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    );

    await asha.write(asha.client.orders.cancel.mutate({ orderId }));

    await eventually(async () => (await eventsOf(orderId, 'RefundCompleted')).length === 1, 'no refund');
    expect(razorpay.refundsOf(paid.razorpay_payment_id)).toBe(1);
    const refundRequests = razorpay.requests.filter(
      (request) => request.path === `/v1/payments/${paid.razorpay_payment_id}/refund`,
    );
    expect(refundRequests.map((request) => request.headers['x-refund-idempotency'])).toEqual([
      `refund-${paid.razorpay_payment_id}`,
    ]);
  });

  it('follows a refund Razorpay settles later to its end, by the refund.processed webhook', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    const paid = razorpay.payOrder(started.client.gatewayOrderId!, 'succeed');
    await asha.write(
      asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    );
    razorpay.refundOutcome = 'pending';
    try {
      await asha.write(asha.client.orders.cancel.mutate({ orderId }));
      const gatewayRefundId = await acceptedRefund(orderId);
      expect(razorpay.refunds.get(gatewayRefundId)).toMatchObject({
        payment_id: paid.razorpay_payment_id,
        status: 'pending',
      });

      razorpay.settleRefund(gatewayRefundId, 'processed');
      const answer = await deliver(
        'razorpay',
        razorpay.refundWebhookFor('refund.processed', gatewayRefundId),
      );

      expect(answer.status).toBe(200);
      await eventually(
        async () => (await eventsOf(orderId, 'RefundCompleted')).length === 1,
        'the refund webhook did not complete the refund',
        10_000,
      );
      expect(await eventsOf(orderId, 'RefundCompleted')).toMatchObject([{ data: { gatewayRefundId } }]);
      expect(razorpay.refundsOf(paid.razorpay_payment_id)).toBe(1);
    } finally {
      razorpay.refundOutcome = 'processed';
    }
  });
});

describe('Razorpay, finding the order', () => {
  it('records a webhook on the order whose Razorpay order it names, never the one its notes name', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const other = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    razorpay.payOrder(started.client.gatewayOrderId!, 'succeed');
    // checkout.js lets the shopper set a payment's notes: they claim the other order.
    const payment = [...razorpay.payments.values()].find(
      (candidate) => candidate.order_id === started.client.gatewayOrderId,
    )!;
    payment.notes = { order_id: other.orderId };

    const webhook = razorpay.webhookFor('payment.captured', started.client.gatewayOrderId!);
    expect((await deliver('razorpay', webhook)).status).toBe(200);

    await eventually(async () => (await eventsOf(orderId, 'PaymentCaptured')).length === 1, 'not recorded');
    expect(await eventsOf(other.orderId, 'PaymentCaptured')).toEqual([]);
  });

  it('says the gateway refused the request when Razorpay answers 4xx, and opens nothing', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    // Razorpay refuses the request itself (a 400, as for keys it does not accept), once.
    razorpay.faults.status = 400;
    razorpay.faults.times = 1;
    try {
      const refused = await refusal(asha.client.payments.start.mutate({ orderId }));
      expect([refused.data?.code, refused.message]).toEqual(['BAD_REQUEST', GATEWAY_REFUSED]);
    } finally {
      razorpay.faults.status = null;
      razorpay.faults.times = null;
    }
    expect(await eventsOf(orderId, 'PaymentInitiated')).toEqual([]);
  });
});

describe('Stripe', () => {
  it('creates the PaymentIntent with an idempotency key, a description and the delivery address, and asks Stripe after the card form', async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const started = await asha.client.payments.start.mutate({ orderId });
    const intentId = started.client.gatewayOrderId!;

    expect(started).toMatchObject({
      gateway: 'stripe',
      testMode: false,
      client: { publishableKey: stripe.keys.publishableKey, clientSecret: expect.stringMatching(/_secret_/) },
    });
    expect(stripe.intents.get(intentId)).toMatchObject({
      amount: 45_000,
      currency: 'inr',
      description: expect.stringMatching(/\S/),
      shipping: { name: expect.stringMatching(/\S/), address: { country: 'IN' } },
      metadata: { order_id: orderId },
    });
    const created = stripe.requests.find((request) => request.path === '/v1/payment_intents');
    expect(created?.headers['idempotency-key']).toBe(`open-payment-${orderId}`);

    stripe.confirmIntent(intentId, 'declined');
    expect(await asha.client.payments.confirmCard.mutate({ orderId })).toMatchObject({
      status: 'requires_payment_method',
    });
    stripe.confirmIntent(intentId, 'succeeds');
    expect(await asha.write(asha.client.payments.confirmCard.mutate({ orderId }))).toMatchObject({
      status: 'paid',
    });
  });

  it("records Stripe's webhook once, verified on the raw body, and refuses one signed with another secret", async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const started = await asha.client.payments.start.mutate({ orderId });
    stripe.confirmIntent(started.client.gatewayOrderId!, 'succeeds');
    const before = await sales.kit.head();
    const forged = stripe.webhookFor('payment_intent.succeeded', started.client.gatewayOrderId!, {
      secret: 'whsec_not_ours',
    });
    expect((await deliver('stripe', forged)).status).toBe(400);
    expect(await sales.kit.head()).toBe(before);

    const webhook = stripe.webhookFor('payment_intent.succeeded', started.client.gatewayOrderId!);
    const answers = await Promise.all([
      deliver('stripe', webhook),
      deliver('stripe', webhook),
      asha.client.payments.confirmCard.mutate({ orderId }),
    ]);

    expect(answers.slice(0, 2).map((answer) => (answer as Response).status)).toEqual([200, 200]);
    await eventually(async () => {
      const job = await sales.shop.shop.stores.jobQueue.getJob(
        'payments',
        `webhook-stripe-${JSON.parse(webhook.body).id}`,
      );
      return job?.state === 'completed';
    }, 'the webhook was not processed');
    expect(await eventsOf(orderId, 'PaymentCaptured')).toHaveLength(1);
  });

  it('follows a refund Stripe settles later to its end, by the charge.refund.updated webhook', async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const started = await asha.client.payments.start.mutate({ orderId });
    const charge = stripe.confirmIntent(started.client.gatewayOrderId!, 'succeeds').latest_charge!;
    expect(await asha.write(asha.client.payments.confirmCard.mutate({ orderId }))).toMatchObject({
      status: 'paid',
    });
    stripe.refundOutcome = 'pending';
    try {
      await asha.write(asha.client.orders.cancel.mutate({ orderId }));
      const gatewayRefundId = await acceptedRefund(orderId);
      expect(stripe.refunds.get(gatewayRefundId)).toMatchObject({
        charge,
        status: 'pending',
        metadata: { refund_id: `refund-${charge}` },
      });

      stripe.settleRefund(gatewayRefundId, 'succeeded');
      const answer = await deliver(
        'stripe',
        stripe.refundWebhookFor('charge.refund.updated', gatewayRefundId),
      );

      expect(answer.status).toBe(200);
      await eventually(
        async () => (await eventsOf(orderId, 'RefundCompleted')).length === 1,
        'the refund webhook did not complete the refund',
        10_000,
      );
      expect(stripe.refundsOf(charge)).toBe(1);
    } finally {
      stripe.refundOutcome = 'succeeded';
    }
  });

  it('cancels the PaymentIntent when the order expires unpaid, after asking Stripe once more', async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const started = await asha.client.payments.start.mutate({ orderId });
    const intentId = started.client.gatewayOrderId!;
    await eventually(
      async () => (await eventsOf(orderId, 'PaymentInitiated')).length === 1,
      'the payment was not opened',
    );
    await untilReadModelsCaughtUp();

    await runPaymentJobAt(sales.shop, 31, { kind: 'reconcile' });

    expect(stripe.intents.get(intentId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    expect(await eventsOf(orderId, 'PaymentCancelled')).toMatchObject([
      { data: { gatewayOrderId: intentId } },
    ]);
    expect(await eventsOf(orderId, 'OrderCancelled')).toMatchObject([{ data: { cancelledBy: 'system' } }]);
  });

  it('records a declined card once however often Stripe is asked, by the charge that was declined', async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const started = await asha.client.payments.start.mutate({ orderId });
    stripe.confirmIntent(started.client.gatewayOrderId!, 'declined');
    await untilReadModelsCaughtUp();

    for (const minute of [6, 7, 8, 9]) await runPaymentJobAt(sales.shop, minute, { kind: 'reconcile' });
    await asha.client.payments.confirmCard.mutate({ orderId });

    const failures = await eventsOf(orderId, 'PaymentFailed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ data: { gatewayPaymentId: expect.stringMatching(/^ch_/) } });
  });
});
