import { randomUUID } from 'node:crypto';
import { PAYMENT_METHOD_UNAVAILABLE } from '@verdant/domain/shopping/checkout';
import { describe, expect, it } from 'vitest';
import { useSalesShop } from '../support/sales';

/** A production shop without gateway keys: no test-mode gateway takes pretend money. */
const sales = useSalesShop(() => ({ PAYMENTS_TEST_MODE: 'off' }));

describe('a shop with no gateway keys and no test mode', () => {
  it('offers only cash on delivery, and refuses an online method writing nothing', async () => {
    expect(await sales.shop.client.payments.methods.query()).toEqual({
      razorpay: { available: false, testMode: false },
      card: { available: false, testMode: false },
    });
    const fern = await sales.kit.createProduct();
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));

    for (const paymentMethod of ['razorpay', 'card'] as const)
      await sales.kit.refusedWithNothingWritten(
        () =>
          asha.client.orders.place.mutate({
            idempotencyKey: randomUUID(),
            addressId: asha.addressId,
            paymentMethod,
          }),
        'BAD_REQUEST',
        PAYMENT_METHOD_UNAVAILABLE,
      );

    expect(await asha.place()).toMatchObject({ total: expect.any(Number) });
  });

  it("has no test-mode gateway's pages or webhooks", async () => {
    const pay = await fetch(`${sales.shop.baseUrl}/test-gateway/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gatewayOrderId: 'test_order_x', outcome: 'succeed' }),
    });
    const webhook = await fetch(`${sales.shop.baseUrl}/webhooks/test`, { method: 'POST', body: '{}' });
    expect([pay.status, webhook.status]).toEqual([404, 404]);
  });
});
