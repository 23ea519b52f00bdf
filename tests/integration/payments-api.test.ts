import { randomUUID } from 'node:crypto';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { loadAggregate } from '@verdant/platform';
import {
  GATEWAY_REFUSED,
  GATEWAY_UNREACHABLE,
  INVALID_SIGNATURE,
  PAID_AFTER_CANCELLATION,
  PAYMENT_INCOMPLETE,
} from '@verdant/server/sales/payments';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import { refusal } from '../support/refusal';
import { type SalesCustomer, useSalesShop } from '../support/sales';

const sales = useSalesShop();

const orderAwaitingPayment = (paymentMethod: 'razorpay' | 'card') =>
  sales.kit.orderAwaitingPayment(paymentMethod);

/** What the test-mode gateway's dialog does when the shopper pays: it answers with the signed proof. */
async function payInTestDialog(gatewayOrderId: string, outcome: 'succeed' | 'fail' = 'succeed') {
  const response = await fetch(`${sales.shop.baseUrl}/test-gateway/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gatewayOrderId, outcome }),
  });
  return (await response.json()) as { paid: boolean; paymentId: string; signature?: string };
}

async function confirmTestCard(gatewayOrderId: string, number: string) {
  const response = await fetch(`${sales.shop.baseUrl}/test-gateway/confirm-card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gatewayOrderId, card: { number, expiry: '12/30', cvc: '123', name: 'Asha Rao' } }),
  });
  return (await response.json()) as { status: string };
}

const paymentEvents = async (orderId: string, type: string) =>
  (await sales.shop.recordedEvents(type)).filter(
    (event) => (event.data as { orderId: string }).orderId === orderId,
  );

/** Waits until the job recording the test gateway's webhook is done. */
async function untilWebhookRecorded(webhook: { body: string }) {
  const jobId = `webhook-test-${JSON.parse(webhook.body).id}`;
  await waitUntil(
    async () => {
      const job = await sales.shop.shop.stores.jobQueue.getJob('payments', jobId);
      if (job?.state !== 'completed') throw new Error('not yet');
    },
    5_000,
    () => 'the webhook was not processed',
  );
}

const orderState = async (orderId: string) =>
  (await loadAggregate(sales.shop.shop.eventSourcing, orderDecider, orderStreamId(orderId))).state!;

async function paidThroughDialog(asha: SalesCustomer, orderId: string) {
  const started = await asha.client.payments.start.mutate({ orderId });
  const paid = await payInTestDialog(started.client.gatewayOrderId!);
  return { started, paid };
}

/** An order paid in the test dialog, the browser's confirmation recorded. */
async function paidAndConfirmed(asha: SalesCustomer, orderId: string) {
  const { paid } = await paidThroughDialog(asha, orderId);
  const { paymentId: gatewayPaymentId, signature } = paid;
  await asha.write(
    asha.client.payments.confirmDialog.mutate({ orderId, gatewayPaymentId, signature: signature! }),
  );
  return { paid };
}

describe('paying through the gateway dialog (test mode)', () => {
  it("opens the payment for the order's total, verifies the gateway's signature and records the capture", async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      paymentMethod: 'razorpay',
      paymentStatus: 'pending',
    });

    const { started, paid } = await paidThroughDialog(asha, orderId);
    expect(started).toMatchObject({ method: 'razorpay', gateway: 'test', testMode: true, amount: 45_000 });
    const confirmed = await asha.write(
      asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.signature!,
      }),
    );

    expect(confirmed.status).toBe('paid');
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({ paymentStatus: 'paid' });
    expect(await paymentEvents(orderId, 'PaymentCaptured')).toHaveLength(1);
  });

  it('keeps the admin from preparing or sending the order until its money has come', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const admin = sales.admin.client.admin.orders;
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      await sales.kit.refusedWithNothingWritten(
        () => admin.setStatus.mutate({ orderId, status }),
        'BAD_REQUEST',
        'This order has not been paid yet: it can move on once its payment arrives.',
      );
    }

    await paidAndConfirmed(asha, orderId);
    await admin.setStatus.mutate({ orderId, status: 'shipped' });

    expect(await orderState(orderId)).toMatchObject({ status: 'shipped' });
  });

  it('refuses a forged signature, and a signature made for another order, recording nothing', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const other = await orderAwaitingPayment('razorpay');
    await asha.client.payments.start.mutate({ orderId });
    const { paid } = await paidThroughDialog(other.asha, other.orderId);

    await sales.kit.refusedWithNothingWritten(
      () =>
        asha.client.payments.confirmDialog.mutate({
          orderId,
          gatewayPaymentId: paid.paymentId,
          signature: paid.signature!,
        }),
      'BAD_REQUEST',
      INVALID_SIGNATURE,
    );
    await sales.kit.refusedWithNothingWritten(
      () =>
        asha.client.payments.confirmDialog.mutate({
          orderId,
          gatewayPaymentId: 'pay_forged',
          signature: 'f'.repeat(64),
        }),
      'BAD_REQUEST',
      INVALID_SIGNATURE,
    );
  });

  it('records one capture when the callback and the webhook arrive together, ten times each', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const { started, paid } = await paidThroughDialog(asha, orderId);
    const webhook = sales.shop.shop.payments.gateways.test!.dialog.webhookFor(
      started.client.gatewayOrderId!,
      `evt_${randomUUID()}`,
    );
    const sendWebhook = () =>
      fetch(`${sales.shop.baseUrl}/webhooks/test`, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      });

    const answers = await Promise.allSettled([
      ...Array.from({ length: 10 }, () =>
        asha.client.payments.confirmDialog.mutate({
          orderId,
          gatewayPaymentId: paid.paymentId,
          signature: paid.signature!,
        }),
      ),
      ...Array.from({ length: 10 }, sendWebhook),
    ]);

    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
    const webhookAnswers = answers
      .slice(10)
      .map((answer) => (answer as PromiseFulfilledResult<Response>).value);
    expect(webhookAnswers.map((response) => response.status)).toEqual(Array(10).fill(200));
    await untilWebhookRecorded(webhook);
    expect(await paymentEvents(orderId, 'PaymentCaptured')).toHaveLength(1);
  });

  it('answers a webhook with a wrong signature 400, recording nothing', async () => {
    const before = await sales.kit.head();
    const response = await fetch(`${sales.shop.baseUrl}/webhooks/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-gateway-signature': 'forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'payment.captured', gatewayOrderId: 'test_order_x' }),
    });
    expect(response.status).toBe(400);
    expect(await sales.shop.shop.stores.jobQueue.getJob('payments', 'webhook-test-evt_forged')).toBeNull();
    expect(await sales.kit.head()).toBe(before);
  });

  it('keeps the order payable when the gateway is down, and opens one payment when it is back', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const gateway = sales.shop.shop.payments.gateways.test!.dialog;
    gateway.down = true;
    try {
      const error = await refusal(asha.client.payments.start.mutate({ orderId }));
      expect(error.message).toBe(
        'We could not reach the payment gateway. Your order is saved: please try paying again in a moment.',
      );
    } finally {
      gateway.down = false;
    }
    const first = await asha.client.payments.start.mutate({ orderId });
    const again = await asha.client.payments.start.mutate({ orderId });

    expect(again.client.gatewayOrderId).toBe(first.client.gatewayOrderId);
    expect(await paymentEvents(orderId, 'PaymentInitiated')).toHaveLength(1);
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });
});

describe('payments opened on several servers', () => {
  it('accepts a verified payment on any gateway order opened for the order, by callback or webhook', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const first = await asha.client.payments.start.mutate({ orderId });
    // Another server, with its own lock, opened a second gateway order for the same order.
    const gateway = sales.shop.shop.payments.gateways.test!.dialog;
    const second = await gateway.openPayment({
      orderId,
      amount: 45_000,
      currency: 'INR',
      idempotencyKey: `other-server-${orderId}`,
      description: 'Verdant order',
      shipping: {
        name: 'Asha',
        phone: '9876543210',
        line1: '12 MG Road',
        line2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'IN',
      },
      payWithinMs: 30 * 60_000,
    });
    const { customerId } = await orderState(orderId);
    await sales.shop.shop.sales.orders.decide(
      orderId,
      {
        type: 'InitiatePayment',
        data: { orderId, gateway: 'test', gatewayOrderId: second.gatewayOrderId, amount: 45_000 },
      },
      {
        correlationId: 'other-server',
        causationId: 'other-server',
        actor: { userId: customerId, role: 'customer' },
      },
    );
    expect(second.gatewayOrderId).not.toBe(first.client.gatewayOrderId);

    const paid = gateway.pay(second.gatewayOrderId, 'succeed');
    if (!paid.paid) throw new Error('expected a payment');
    const answer = await asha.write(
      asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.signature,
      }),
    );
    expect(answer.status).toBe('paid');

    const webhook = gateway.webhookFor(second.gatewayOrderId, `evt_${randomUUID()}`);
    const response = await fetch(`${sales.shop.baseUrl}/webhooks/test`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });
    expect(response.status).toBe(200);
    await untilWebhookRecorded(webhook);
    expect(await paymentEvents(orderId, 'PaymentCaptured')).toHaveLength(1);
  });
});

describe('starting a payment', () => {
  it('checks the order before asking any gateway: a cancelled order is refused even while the gateway is down', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    const gateway = sales.shop.shop.payments.gateways.test!.dialog;
    gateway.down = true;
    try {
      await sales.kit.refusedWithNothingWritten(
        () => asha.client.payments.start.mutate({ orderId }),
        'BAD_REQUEST',
        'This order can no longer be paid',
      );
    } finally {
      gateway.down = false;
    }
  });

  it('tells a gateway that refused the request apart from one that cannot be reached', async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const gateway = sales.shop.shop.payments.gateways.test!.card;
    gateway.down = true;
    try {
      const unreachable = await refusal(asha.client.payments.start.mutate({ orderId }));
      expect([unreachable.data?.code, unreachable.message]).toEqual(['CONFLICT', GATEWAY_UNREACHABLE]);
    } finally {
      gateway.down = false;
    }
    // A gateway order the gateway does not know (opened with keys since replaced): resuming it is a 404.
    const { customerId } = await orderState(orderId);
    await sales.shop.shop.sales.orders.decide(
      orderId,
      {
        type: 'InitiatePayment',
        data: { orderId, gateway: 'test', gatewayOrderId: 'test_pi_unknown', amount: 45_000 },
      },
      { correlationId: 'old-keys', causationId: 'old-keys', actor: { userId: customerId, role: 'customer' } },
    );
    const refused = await refusal(asha.client.payments.start.mutate({ orderId }));
    expect([refused.data?.code, refused.message]).toEqual(['BAD_REQUEST', GATEWAY_REFUSED]);
  });
});

describe('paying by card (test mode)', () => {
  it('says a declined card needs another, then takes a good one', async () => {
    const { asha, orderId } = await orderAwaitingPayment('card');
    const started = await asha.client.payments.start.mutate({ orderId });
    expect(started).toMatchObject({ method: 'card', gateway: 'test', testMode: true });

    await confirmTestCard(started.client.gatewayOrderId!, '4000 0000 0000 0002');
    expect(await asha.client.payments.confirmCard.mutate({ orderId })).toMatchObject({
      status: 'requires_payment_method',
      message: PAYMENT_INCOMPLETE,
    });
    expect(await paymentEvents(orderId, 'PaymentFailed')).toHaveLength(1);

    await confirmTestCard(started.client.gatewayOrderId!, '4242 4242 4242 4242');
    expect(await asha.write(asha.client.payments.confirmCard.mutate({ orderId }))).toMatchObject({
      status: 'paid',
    });
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('refunds', () => {
  it('gives back a paid order cancelled by its customer, once, and shows it on the order', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const { paid } = await paidAndConfirmed(asha, orderId);

    await asha.write(asha.client.orders.cancel.mutate({ orderId }));

    await waitUntil(
      async () => {
        if ((await paymentEvents(orderId, 'RefundCompleted')).length !== 1) throw new Error('not yet');
      },
      5_000,
      () => 'the refund did not complete',
    );
    expect(sales.shop.shop.payments.gateways.test!.dialog.refundsOf(paid.paymentId)).toBe(1);
    await waitUntil(
      async () => {
        const order = await asha.client.orders.get.query({ orderId });
        if (order.paymentStatus !== 'refunded') throw new Error('not yet');
      },
      5_000,
      () => 'the order does not show the refund',
    );
    expect((await asha.client.orders.get.query({ orderId })).refunds).toEqual([
      { refundId: `refund-${paid.paymentId}`, amount: 45_000, status: 'completed' },
    ]);
  });

  it('records a capture for an order cancelled already, and gives the money back', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    const paid = await payInTestDialog(started.client.gatewayOrderId!);

    const answer = await asha.write(
      asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.signature!,
      }),
    );

    // Never 'Order confirmed': the browser reads that the money is on its way back.
    expect(answer).toMatchObject({ status: 'refunding', message: PAID_AFTER_CANCELLATION });
    expect(await paymentEvents(orderId, 'PaymentCaptured')).toHaveLength(1);
    await waitUntil(
      async () => {
        if ((await paymentEvents(orderId, 'RefundCompleted')).length !== 1) throw new Error('not yet');
      },
      5_000,
      () => 'the refund did not complete',
    );
    expect((await orderState(orderId)).status).toBe('cancelled');
  });
});

describe("the gateway's refund webhooks", () => {
  it('complete a refund the gateway took on as pending, as the gateway', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    const { paid } = await paidAndConfirmed(asha, orderId);
    const gateway = sales.shop.shop.payments.gateways.test!.dialog;
    gateway.refundOutcome = 'pending';
    try {
      await asha.write(asha.client.orders.cancel.mutate({ orderId }));
      await waitUntil(
        async () => {
          if ((await paymentEvents(orderId, 'RefundAccepted')).length !== 1) throw new Error('not yet');
        },
        5_000,
        () => 'the pending refund was not recorded',
      );
    } finally {
      gateway.refundOutcome = 'completed';
    }
    const [accepted] = await paymentEvents(orderId, 'RefundAccepted');
    const gatewayRefundId = (accepted!.data as { gatewayRefundId: string }).gatewayRefundId;
    gateway.settleRefund(gatewayRefundId, 'completed');
    const eventId = `evt_${randomUUID()}`;
    const webhook = gateway.refundWebhookFor(gatewayRefundId, eventId);

    const response = await fetch(`${sales.shop.baseUrl}/webhooks/test`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });

    expect(response.status).toBe(200);
    await waitUntil(
      async () => {
        if ((await paymentEvents(orderId, 'RefundCompleted')).length !== 1) throw new Error('not yet');
      },
      5_000,
      () => 'the refund webhook was not recorded',
    );
    expect((await paymentEvents(orderId, 'RefundCompleted'))[0]).toMatchObject({
      data: { gatewayRefundId },
      metadata: { actor: { role: 'gateway', userId: 'test' }, correlationId: eventId },
    });
    expect(gateway.refundsOf(paid.paymentId)).toBe(1);
  });
});

describe('cash on delivery', () => {
  it('is paid once the order is marked delivered', async () => {
    const fern = await sales.kit.createProduct();
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId } = await asha.place();

    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'delivered' }),
    );

    asha.readAfterWrite({ position: String(await sales.kit.head()) });
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
  });
});

describe('the shop cancelling a paid order', () => {
  it('gives the money back, and the customer reads the reason', async () => {
    const { asha, orderId } = await orderAwaitingPayment('razorpay');
    await paidAndConfirmed(asha, orderId);

    asha.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({
        orderId,
        status: 'cancelled',
        reason: 'Out of stock at the nursery',
      }),
    );

    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Out of stock at the nursery',
    });
    await waitUntil(
      async () => {
        if ((await paymentEvents(orderId, 'RefundCompleted')).length !== 1) throw new Error('not yet');
      },
      5_000,
      () => 'the refund did not complete',
    );
    const [cancelled] = await paymentEvents(orderId, 'OrderCancelled');
    expect(cancelled).toMatchObject({
      data: { cancelledBy: 'admin' },
      metadata: { actor: { role: 'admin' } },
    });
  });
});
