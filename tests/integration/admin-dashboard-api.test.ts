import { describe, expect, it } from 'vitest';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

describe('the admin dashboard', () => {
  it('counts orders placed and revenue once money is taken, less cancelled orders, for all time, today and the week', async () => {
    const summary = () => sales.admin.client.admin.dashboard.summary.query();
    const before = await summary();
    const fern = await sales.kit.createProduct({ basePrice: 45_000 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId, total } = await asha.place();

    sales.admin.readAfterWrite(asha.signUp);
    sales.admin.readAfterWrite({ position: String(await sales.kit.head()) });
    const placed = await summary();
    expect(placed).toMatchObject({
      totalProducts: before.totalProducts + 1,
      totalOrders: before.totalOrders + 1,
      totalCustomers: before.totalCustomers + 1,
      totalRevenue: before.totalRevenue,
      today: { orders: before.today.orders + 1, revenue: before.today.revenue },
      last7Days: { orders: before.last7Days.orders + 1 },
    });
    expect(placed.recentActivity[0]).toMatchObject({
      description: expect.stringMatching(new RegExp(`^Order #${orderId.slice(0, 8)} placed: ₹`)),
      link: { kind: 'order', id: orderId },
    });

    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'delivered' }),
    );
    expect(await summary()).toMatchObject({
      totalRevenue: before.totalRevenue + total,
      today: { revenue: before.today.revenue + total },
      last7Days: { revenue: before.last7Days.revenue + total },
    });

    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({
        orderId,
        status: 'cancelled',
        reason: 'Returned',
      }),
    );
    expect(await summary()).toMatchObject({
      totalOrders: before.totalOrders + 1,
      totalRevenue: before.totalRevenue,
      today: { revenue: before.today.revenue },
    });
  });

  it('marks an order paid through the test-mode gateway as test mode, and counts none of it as revenue', async () => {
    const summary = () => sales.admin.client.admin.dashboard.summary.query();
    const before = await summary();
    const { asha, orderId } = await sales.kit.orderAwaitingPayment('razorpay');
    const started = await asha.client.payments.start.mutate({ orderId });
    expect(started).toMatchObject({ gateway: 'test', testMode: true });
    const paid = (await (
      await fetch(`${sales.shop.baseUrl}/test-gateway/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gatewayOrderId: started.client.gatewayOrderId, outcome: 'succeed' }),
      })
    ).json()) as { paymentId: string; signature: string };
    sales.admin.readAfterWrite(
      await asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.signature,
      }),
    );

    expect(await sales.admin.client.admin.orders.get.query({ orderId })).toMatchObject({
      paymentStatus: 'paid',
      testMode: true,
    });
    const { orders } = await sales.admin.client.admin.orders.list.query({ search: orderId });
    expect(orders).toEqual([expect.objectContaining({ orderId, paymentStatus: 'paid', testMode: true })]);
    const timeline = await sales.admin.client.admin.orders.timeline.query({ orderId });
    expect(timeline.map((entry) => entry.description)).toContain(
      `Test-mode payment of ₹450.00, no money taken (${paid.paymentId})`,
    );
    expect(await summary()).toMatchObject({
      totalOrders: before.totalOrders + 1,
      totalRevenue: before.totalRevenue,
      testModePayments: before.testModePayments + 1,
      today: { orders: before.today.orders + 1, revenue: before.today.revenue },
      last7Days: { revenue: before.last7Days.revenue },
    });
  });
});
