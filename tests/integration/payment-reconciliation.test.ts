import { TEST_CARDS } from '@verdant/platform/payments';
import type { PaymentJob } from '@verdant/projections/reactions/jobs';
import type { OnlinePaymentView } from '@verdant/projections/sales/online-payments';
import { onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { describe, expect, it } from 'vitest';
import { RECONCILIATION, runPaymentJobAt } from '../support/payment-jobs';
import { waitUntil } from '../support/processes';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

const MINUTE = 60_000;
const settings = RECONCILIATION;
const runAt = (minutesLater: number, payload: PaymentJob, limits = settings) =>
  runPaymentJobAt(sales.shop, minutesLater, payload, limits);
const reconcileAt = (minutesLater: number) => runAt(minutesLater, { kind: 'reconcile' });

const testDialog = () => sales.shop.shop.payments.gateways.test!.dialog;

/** A customer's order of one plant (₹450) paid through the gateway dialog, whose payment is opened. */
async function openedOrder(options: { couponCode?: string } = {}) {
  const fern = await sales.kit.createProduct({ basePrice: 45_000 });
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
  if (options.couponCode) await asha.write(asha.client.cart.applyCoupon.mutate({ code: options.couponCode }));
  const { orderId } = await asha.place({ paymentMethod: 'razorpay' });
  const started = await asha.client.payments.start.mutate({ orderId });
  await untilPaymentReadModel(orderId, (payment) => payment.openedAt !== null);
  return { asha, orderId, gatewayOrderId: started.client.gatewayOrderId! };
}

async function untilPaymentReadModel(orderId: string, holds: (payment: OnlinePaymentView) => boolean) {
  const payments = await sales.shop.shop.readModels.collection<OnlinePaymentView>(
    onlinePaymentsProjection,
    'online_payments',
  );
  await waitUntil(
    async () => {
      const payment = await payments.findOne({ _id: orderId });
      if (!payment || !holds(payment)) throw new Error(JSON.stringify(payment));
    },
    5_000,
    () => `the online payment of ${orderId} did not reach the expected state`,
  );
}

const eventsOf = async (orderId: string, type: string) =>
  (await sales.shop.recordedEvents(type)).filter(
    (event) => (event.data as { orderId: string }).orderId === orderId,
  );

describe('the payments reconciliation (a fake clock)', () => {
  it('records a payment whose callback and webhook were both lost, as the system', async () => {
    const { asha, orderId, gatewayOrderId } = await openedOrder();
    testDialog().pay(gatewayOrderId, 'succeed');

    expect(await reconcileAt(1)).toEqual({ done: 'asked about 0, expired 0, refunds followed 0' });
    expect(await eventsOf(orderId, 'PaymentCaptured')).toEqual([]);

    await reconcileAt(6);

    const [captured] = await eventsOf(orderId, 'PaymentCaptured');
    expect(captured).toMatchObject({
      data: { via: 'reconciliation', gateway: 'test', amount: 45_000 },
      metadata: { actor: { userId: null, role: 'system' } },
    });
    asha.readAfterWrite({ position: String(captured!.position) });
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    await reconcileAt(7);
    expect(await eventsOf(orderId, 'PaymentCaptured')).toHaveLength(1);
  });

  it('records a failed attempt and leaves the order payable; a payment still pending records nothing', async () => {
    const pending = await openedOrder();
    const failed = await openedOrder();
    testDialog().pay(failed.gatewayOrderId, 'fail');

    await reconcileAt(6);

    expect(await eventsOf(pending.orderId, 'PaymentFailed')).toEqual([]);
    expect(await eventsOf(pending.orderId, 'PaymentCaptured')).toEqual([]);
    expect(await eventsOf(failed.orderId, 'PaymentFailed')).toHaveLength(1);
    await reconcileAt(7);
    expect(await eventsOf(failed.orderId, 'PaymentFailed')).toHaveLength(1);
    const again = await failed.asha.client.payments.start.mutate({ orderId: failed.orderId });
    expect(again.client.gatewayOrderId).toBe(failed.gatewayOrderId);
  });

  it('cancels an order whose money never came after 30 minutes, giving its coupon use back', async () => {
    const code = await sales.kit.createCoupon({ maxUses: 5 });
    const { asha, orderId } = await openedOrder({ couponCode: code });
    const usedCount = async () => (await sales.admin.client.admin.coupons.get.query({ code })).usedCount;
    await waitUntil(
      async () => {
        if ((await usedCount()) !== 1) throw new Error('not yet');
      },
      5_000,
      () => 'the coupon use was not counted',
    );

    await reconcileAt(29);
    expect(await eventsOf(orderId, 'OrderCancelled')).toEqual([]);
    await reconcileAt(31);

    const [cancelled] = await eventsOf(orderId, 'OrderCancelled');
    expect(cancelled).toMatchObject({
      data: { reason: 'Payment not received within 30 minutes', cancelledBy: 'system' },
      metadata: { actor: { role: 'system' } },
    });
    asha.readAfterWrite({ position: String(cancelled!.position) });
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Payment not received within 30 minutes',
    });
    await waitUntil(
      async () => {
        if ((await usedCount()) !== 0) throw new Error('not yet');
      },
      5_000,
      () => 'the coupon use was not given back',
    );
  });

  it('asks the gateway once more before cancelling: an order paid just in time is kept', async () => {
    const { orderId, gatewayOrderId } = await openedOrder();
    testDialog().pay(gatewayOrderId, 'succeed');

    await reconcileAt(31);

    expect(await eventsOf(orderId, 'PaymentCaptured')).toHaveLength(1);
    expect(await eventsOf(orderId, 'OrderCancelled')).toEqual([]);
  });

  it('tries a refund again that the gateway could not take, until it completes, and never twice', async () => {
    const { asha, orderId, paid } = await paidOrder();
    testDialog().down = true;
    try {
      await asha.write(asha.client.orders.cancel.mutate({ orderId }));
      await untilPaymentReadModel(orderId, (payment) => payment.openRefunds.length === 1);
      await reconcileAt(1);
      expect(await eventsOf(orderId, 'RefundCompleted')).toEqual([]);
    } finally {
      testDialog().down = false;
    }

    await reconcileAt(2);

    expect(await eventsOf(orderId, 'RefundCompleted')).toHaveLength(1);
    expect(testDialog().refundsOf(paid.paymentId)).toBe(1);
    await reconcileAt(3);
    expect(testDialog().refundsOf(paid.paymentId)).toBe(1);
  });
});

/** A paid order (₹450, the gateway dialog) its customer cancels, with refunds coming out of the gateway as told. */
async function cancelledPaidOrder(refunds: 'pending' | 'failed') {
  const { asha, orderId, paid } = await paidOrder();
  testDialog().refundOutcome = refunds;
  try {
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    await untilEvents(orderId, refunds === 'pending' ? 'RefundAccepted' : 'RefundFailed', 1);
  } finally {
    testDialog().refundOutcome = 'completed';
  }
  return { asha, orderId, paymentId: paid.paymentId };
}

/** An order paid through the test dialog, its callback recorded. */
async function paidOrder() {
  const { asha, orderId, gatewayOrderId } = await openedOrder();
  const paid = testDialog().pay(gatewayOrderId, 'succeed');
  if (!paid.paid) throw new Error('expected a payment');
  await asha.write(
    asha.client.payments.confirmDialog.mutate({
      orderId,
      gatewayPaymentId: paid.paymentId,
      signature: paid.signature,
    }),
  );
  return { asha, orderId, paid };
}

async function untilEvents(orderId: string, type: string, count: number) {
  await waitUntil(
    async () => {
      if ((await eventsOf(orderId, type)).length !== count) throw new Error('not yet');
    },
    5_000,
    () => `the order did not record ${count} ${type}`,
  );
}

describe('refunds followed to the end', () => {
  it('follows a refund the gateway took on as pending by its id until it completes, never refunding twice', async () => {
    const { asha, orderId, paymentId } = await cancelledPaidOrder('pending');
    const [accepted] = await eventsOf(orderId, 'RefundAccepted');
    const gatewayRefundId = (accepted!.data as { gatewayRefundId: string }).gatewayRefundId;
    await untilPaymentReadModel(orderId, (payment) => payment.openRefunds.length === 1);

    await reconcileAt(1);
    expect(await eventsOf(orderId, 'RefundCompleted')).toEqual([]);
    testDialog().settleRefund(gatewayRefundId, 'completed');
    await reconcileAt(2);

    const [completed] = await eventsOf(orderId, 'RefundCompleted');
    expect(completed).toMatchObject({
      data: { gatewayRefundId, amount: 45_000 },
      metadata: { actor: { role: 'system' } },
    });
    expect(testDialog().refundsOf(paymentId)).toBe(1);
    asha.readAfterWrite({ position: String(completed!.position) });
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      paymentStatus: 'refunded',
      refunds: [{ refundId: `refund-${paymentId}`, amount: 45_000, status: 'completed' }],
    });
  });

  it('leaves a failed refund to the admin, and tries it again only when they ask, under a new key', async () => {
    const { orderId, paymentId } = await cancelledPaidOrder('failed');
    await untilPaymentReadModel(orderId, (payment) => payment.failedRefunds.length === 1);
    const dashboard = await sales.admin.client.admin.dashboard.summary.query();
    expect(dashboard.failedRefunds).toContainEqual(
      expect.objectContaining({ orderId, refundId: `refund-${paymentId}`, amount: 45_000 }),
    );

    await reconcileAt(1);
    await reconcileAt(2);
    expect(testDialog().refundsOf(paymentId)).toBe(1);
    expect(await eventsOf(orderId, 'RefundRequested')).toHaveLength(1);

    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.retryRefund.mutate({ orderId, refundId: `refund-${paymentId}` }),
    );
    await untilEvents(orderId, 'RefundCompleted', 1);
    const [retried] = (await eventsOf(orderId, 'RefundRequested')).slice(1);
    expect(retried).toMatchObject({
      data: { refundId: `refund-${paymentId}-2`, gatewayPaymentId: paymentId },
      metadata: { actor: { role: 'admin' } },
    });
    expect(testDialog().refundsOf(paymentId)).toBe(2);
    await untilPaymentReadModel(orderId, (payment) => payment.failedRefunds.length === 0);
    await sales.kit.refusedWithNothingWritten(
      () => sales.admin.client.admin.orders.retryRefund.mutate({ orderId, refundId: `refund-${paymentId}` }),
      'BAD_REQUEST',
      'Only a failed refund can be tried again',
    );
  });
});

describe('the time to pay', () => {
  it("runs from the shopper's latest try, so a payment in flight is not cancelled under them", async () => {
    const { asha, orderId } = await openedOrder();
    const limits = { ...settings, unpaidLimitMs: 1_500 };
    // The shopper comes back a second after placing; the expiry is asked just past the limit from placing.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await asha.client.payments.start.mutate({ orderId });
    await untilPaymentReadModel(orderId, (payment) => payment.attempts === 2);
    const pastPlacing = 1_600 - (Date.now() - Date.parse((await orderView(orderId)).placedAt));

    await runAt(pastPlacing / MINUTE, { kind: 'reconcile' }, limits);
    expect(await eventsOf(orderId, 'OrderCancelled')).toEqual([]);

    await runAt(2 / 60, { kind: 'reconcile' }, limits);
    expect(await eventsOf(orderId, 'OrderCancelled')).toHaveLength(1);
  });

  it('stops the gateway payment when the order expires, so no money can come for it later', async () => {
    const { asha, orderId, gatewayOrderId } = await openedOrder();

    await reconcileAt(31);

    const [stopped] = await eventsOf(orderId, 'PaymentCancelled');
    expect(stopped).toMatchObject({
      data: { gatewayOrderId, reason: 'Payment not received within 30 minutes' },
      metadata: { actor: { role: 'system' } },
    });
    expect(() => testDialog().pay(gatewayOrderId, 'succeed')).toThrow();
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.payments.start.mutate({ orderId }),
      'BAD_REQUEST',
      'This order can no longer be paid',
    );
  });

  it('keeps asking about a cancelled order for a week: a payment that lands late is recorded and given back', async () => {
    const { asha, orderId, gatewayOrderId } = await openedOrder();
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    await untilPaymentReadModel(orderId, (payment) => payment.status === 'cancelled');
    const paid = testDialog().pay(gatewayOrderId, 'succeed');
    if (!paid.paid) throw new Error('expected a payment');

    expect(await runAt(8 * 24 * 60, { kind: 'reconcile-cancelled' })).toEqual({
      done: 'asked about 0 cancelled',
    });
    expect(await eventsOf(orderId, 'PaymentCaptured')).toEqual([]);
    await runAt(60, { kind: 'reconcile-cancelled' });

    expect(await eventsOf(orderId, 'PaymentCaptured')).toMatchObject([{ data: { via: 'reconciliation' } }]);
    await untilEvents(orderId, 'RefundCompleted', 1);
    expect(testDialog().refundsOf(paid.paymentId)).toBe(1);
  });
});

describe('declined cards', () => {
  it('records a declined try once however often the gateway is asked, and a new decline as new', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 45_000 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId } = await asha.place({ paymentMethod: 'card' });
    const started = await asha.client.payments.start.mutate({ orderId });
    await untilPaymentReadModel(orderId, (payment) => payment.openedAt !== null);
    const card = { number: TEST_CARDS.declined, expiry: '12/40', cvc: '123', name: 'Asha Rao' };
    const cards = sales.shop.shop.payments.gateways.test!.card;

    cards.confirmCard(started.client.gatewayOrderId!, card);
    for (const minute of [6, 7, 8]) await reconcileAt(minute);
    expect(await eventsOf(orderId, 'PaymentFailed')).toHaveLength(1);

    cards.confirmCard(started.client.gatewayOrderId!, card);
    await reconcileAt(9);
    await reconcileAt(10);
    expect(await eventsOf(orderId, 'PaymentFailed')).toHaveLength(2);
  });
});

async function orderView(orderId: string) {
  const payments = await sales.shop.shop.readModels.collection<OnlinePaymentView>(
    onlinePaymentsProjection,
    'online_payments',
  );
  return (await payments.findOne({ _id: orderId }))!;
}
