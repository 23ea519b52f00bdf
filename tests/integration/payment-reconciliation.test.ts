import { silentLogger } from '@verdant/infrastructure/logging/logger';
import type { PaymentJob } from '@verdant/projections/reactions/jobs';
import type { OnlinePaymentView } from '@verdant/projections/sales/online-payments';
import { onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { paymentJobs, type ReconciliationSettings } from '@verdant/server/sales/payment-jobs';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

const MINUTE = 60_000;
const settings: ReconciliationSettings = {
  everyMs: MINUTE,
  askAfterMs: 5 * MINUTE,
  unpaidLimitMs: 30 * MINUTE,
};

/** One run of the reconciliation as the payments worker runs it, with the clock at `minutesLater` from now. */
async function reconcileAt(minutesLater: number) {
  const later = Date.now() + minutesLater * MINUTE;
  const handle = paymentJobs({
    payments: sales.shop.shop.payments,
    readModels: sales.shop.shop.readModels,
    jobs: sales.shop.shop.stores.jobQueue,
    settings,
    logger: silentLogger,
    now: () => later,
  });
  const payload: PaymentJob = { kind: 'reconcile' };
  return handle({
    id: `reconcile-test-${later}`,
    name: 'reconcile',
    payload,
    attempt: 1,
    reportProgress: async () => {},
  });
}

const testDialog = () => sales.shop.shop.paymentGateways.test!.dialog;

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

    expect(await reconcileAt(1)).toEqual({ done: 'asked about 0, expired 0, refunds tried 0' });
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
