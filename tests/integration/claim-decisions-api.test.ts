import { randomUUID } from 'node:crypto';
import { CLAIM_DECIDED_ALREADY } from '@verdant/domain/sales/order-claim-rules';
import {
  MANUAL_REFUND_METHOD,
  NOTHING_LEFT_TO_REFUND,
  REPLACEMENT_NOT_REFUNDABLE,
} from '@verdant/domain/sales/order-settlements';
import { tooFewToReplace } from '@verdant/server/aftercare/replacements';
import { SIGN_IN_REQUIRED } from '@verdant/server/trpc/init';
import { describe, expect, it } from 'vitest';
import { claimPhotoOf } from '../support/claim-photos';
import { waitUntil } from '../support/processes';
import { type SalesCustomer, useSalesShop } from '../support/sales';

const sales = useSalesShop();
type Plant = { productId: string; variantId: null };

const uploadPhoto = (customer: SalesCustomer) => claimPhotoOf(sales.shop.baseUrl, customer);

const deliver = async (orderId: string) => {
  for (const status of ['processing', 'shipped', 'delivered'] as const)
    sales.admin.readAfterWrite(await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status }));
};

/** Pays an order awaiting payment through the test-mode gateway, as the shopper's browser does. */
async function payInTestMode(customer: SalesCustomer, orderId: string) {
  const started = await customer.client.payments.start.mutate({ orderId });
  const response = await fetch(`${sales.shop.baseUrl}/test-gateway/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gatewayOrderId: started.client.gatewayOrderId, outcome: 'succeed' }),
  });
  const paid = (await response.json()) as { paymentId: string; signature: string };
  await customer.write(
    customer.client.payments.confirmDialog.mutate({
      orderId,
      gatewayPaymentId: paid.paymentId,
      signature: paid.signature,
    }),
  );
}

/** A new customer's order of two jade plants (₹199 each), delivered: cash on delivery, or paid online. */
async function deliveredOrder(paymentMethod: 'cod' | 'razorpay' = 'cod', jadeId?: string) {
  const productId = jadeId ?? (await sales.kit.createProduct({ name: 'Jade Plant', basePrice: 19_900 })).id;
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId, quantity: 2 }));
  const { orderId } = await asha.place({ paymentMethod });
  if (paymentMethod !== 'cod') await payInTestMode(asha, orderId);
  await deliver(orderId);
  return { asha, orderId, jade: { productId, variantId: null } as Plant };
}

async function claimOn(asha: SalesCustomer, orderId: string, plant: Plant, quantity = 1) {
  const claimId = randomUUID();
  await asha.write(
    asha.client.claims.open.mutate({
      orderId,
      claimId,
      reason: 'arrived_damaged',
      items: [{ ...plant, quantity }],
      description: 'The pot arrived cracked and the stem is snapped.',
      photos: [await uploadPhoto(asha)],
    }),
  );
  return claimId;
}

describe('deciding a claim', () => {
  it('replaces the plants with a free order, linked both ways, that the customer sees and the shop ships', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const claimId = await claimOn(asha, orderId, jade);

    const decided = await sales.admin.client.admin.claims.replace.mutate({ orderId, claimId });
    sales.admin.readAfterWrite(decided);
    asha.readAfterWrite(decided);
    const { replacementOrderId } = decided;

    const story = await sales.admin.client.admin.claims.get.query({ claimId });
    expect(story).toMatchObject({
      status: 'replaced',
      refund: null,
      refundOffer: null,
      steps: [
        { kind: 'opened' },
        {
          kind: 'replaced',
          replacementOrderId,
          replacementOrderNumber: `#${replacementOrderId.slice(0, 8)}`,
        },
      ],
    });
    // The replacement: the claimed plant at ₹0, paid as placed, for the same customer and address.
    const replacement = await asha.client.orders.get.query({ orderId: replacementOrderId });
    expect(replacement).toMatchObject({
      status: 'pending',
      total: 0,
      paymentStatus: 'paid',
      replacementFor: { orderId, claimId },
      lines: [{ ...jade, productName: 'Jade Plant', unitPrice: 0, quantity: 1, lineTotal: 0 }],
      shippingAddress: { addressLine1: '12 MG Road', city: 'Bengaluru' },
    });
    const { orders } = await sales.admin.client.admin.orders.list.query({ search: replacementOrderId });
    expect(orders).toEqual([expect.objectContaining({ orderId: replacementOrderId, total: 0 })]);
    // It goes through fulfilment like any order.
    await deliver(replacementOrderId);
    expect((await asha.client.orders.get.query({ orderId: replacementOrderId })).status).toBe('delivered');

    // A replacement sent free is replaced again, never refunded for money.
    const again = await claimOn(asha, replacementOrderId, jade);
    await sales.kit.refusedWithNothingWritten(
      () =>
        sales.admin.client.admin.claims.refund.mutate({
          orderId: replacementOrderId,
          claimId: again,
          manualRefund: { method: 'upi', reference: '412345678901' },
        }),
      'BAD_REQUEST',
      REPLACEMENT_NOT_REFUNDABLE,
    );
    expect(await sales.admin.client.admin.claims.get.query({ claimId: again })).toMatchObject({
      replacementFor: { orderId, claimId },
      refundOffer: { refusal: REPLACEMENT_NOT_REFUNDABLE },
    });

    // The customer hears of it once, in the claim's words; the replacement's placement sends no order mail.
    const number = `#${orderId.slice(0, 8)}`;
    await expect
      .poll(async () => (await sales.shop.mailTo(asha.details.email, 10)).map((mail) => mail.subject).sort())
      .toEqual(
        expect.arrayContaining([
          `Your claim on Verdant order ${number}: a replacement is on its way`,
          `We have your report on Verdant order ${number}`,
        ]),
      );
    const mails = await sales.shop.mailTo(asha.details.email, 10);
    expect(mails.find((mail) => mail.subject.endsWith('a replacement is on its way'))?.text).toContain(
      `as order #${replacementOrderId.slice(0, 8)}`,
    );
    const replacementNumber = `#${replacementOrderId.slice(0, 8)}`;
    expect(mails.map((mail) => mail.subject)).not.toContain(
      `Your Verdant order ${replacementNumber} is placed`,
    );
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your Verdant order ${replacementNumber} is delivered`,
    );

    const timeline = await sales.admin.client.admin.orders.timeline.query({ orderId: replacementOrderId });
    expect(timeline[0]?.description).toBe(`Replacement placed for order ${number}: 1 item, free of charge`);
  });

  it('holds a counted plant for the replacement, and refuses one the shop has too few of', async () => {
    const fig = await sales.kit.createProduct({ name: 'Fiddle Leaf Fig', basePrice: 19_900 });
    const admin = sales.admin.client.admin;
    sales.admin.readAfterWrite(await admin.stock.track.mutate({ productId: fig.id, tracked: true }));
    sales.admin.readAfterWrite(
      await admin.stock.receive.mutate({ productId: fig.id, variantId: null, quantity: 3 }),
    );
    const { asha, orderId, jade: plant } = await deliveredOrder('cod', fig.id);
    const levels = async () => (await admin.stock.levels.query({ productId: fig.id })).levels[0];
    // Two shipped with the order: one left.
    expect(await levels()).toMatchObject({ onHand: 1, reserved: 0, available: 1 });

    const tooMany = await claimOn(asha, orderId, plant, 2);
    await sales.kit.refusedWithNothingWritten(
      () => admin.claims.replace.mutate({ orderId, claimId: tooMany }),
      'BAD_REQUEST',
      tooFewToReplace(1, 'Fiddle Leaf Fig'),
    );
    sales.admin.readAfterWrite(
      await admin.claims.decline.mutate({ orderId, claimId: tooMany, reason: 'Please claim one at a time.' }),
    );
    const one = await claimOn(asha, orderId, plant, 1);
    sales.admin.readAfterWrite(await admin.claims.replace.mutate({ orderId, claimId: one }));
    expect(await levels()).toMatchObject({ onHand: 1, reserved: 1, available: 0 });
  });

  it('refunds a cash order by hand, with the transfer’s reference, never twice', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const claimId = await claimOn(asha, orderId, jade);
    expect(await sales.admin.client.admin.claims.get.query({ claimId })).toMatchObject({
      paymentMethod: 'cod',
      refundOffer: { amount: 19_900, byHand: true, refusal: null },
    });

    await sales.kit.refusedWithNothingWritten(
      () => sales.admin.client.admin.claims.refund.mutate({ orderId, claimId }),
      'BAD_REQUEST',
      MANUAL_REFUND_METHOD,
    );
    const refunded = await sales.admin.client.admin.claims.refund.mutate({
      orderId,
      claimId,
      manualRefund: { method: 'upi', reference: '412345678901' },
    });
    sales.admin.readAfterWrite(refunded);
    asha.readAfterWrite(refunded);

    expect(await sales.admin.client.admin.claims.get.query({ claimId })).toMatchObject({
      status: 'refunded',
      refund: { amount: 19_900, status: 'completed', byHand: true, reference: '412345678901' },
      steps: [{ kind: 'opened' }, { kind: 'refunded', amount: 19_900 }],
    });
    const order = await asha.client.orders.get.query({ orderId });
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      refunds: [{ refundId: `refund-${claimId}`, amount: 19_900, status: 'completed' }],
    });
    await expect
      .poll(
        async () =>
          (await sales.shop.mailTo(asha.details.email, 10)).find((mail) =>
            mail.subject.endsWith(': refunded'),
          )?.text,
      )
      .toContain('We have paid ₹199.00 back to you by UPI (reference 412345678901).');
    await sales.kit.refusedWithNothingWritten(
      () =>
        sales.admin.client.admin.claims.refund.mutate({
          orderId,
          claimId,
          manualRefund: { method: 'upi', reference: '412345678902' },
        }),
      'CONFLICT',
      CLAIM_DECIDED_ALREADY,
    );
  });

  it('refunds an online order through its gateway: the claimed plant’s share, completed on the order', async () => {
    const { asha, orderId, jade } = await deliveredOrder('razorpay');
    const claimId = await claimOn(asha, orderId, jade);
    sales.admin.readAfterWrite(await sales.admin.client.admin.claims.refund.mutate({ orderId, claimId }));

    await waitUntil(
      async () => {
        const { refund } = await sales.admin.client.admin.claims.get.query({ claimId });
        if (refund?.status !== 'completed') throw new Error('not yet');
      },
      5_000,
      () => 'the claim’s refund did not complete',
    );
    const order = await asha.client.orders.get.query({ orderId });
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      refunds: [{ refundId: `refund-${claimId}`, amount: 19_900, status: 'completed' }],
    });

    // The other plant too: now every plant is refunded, with the shipping: never more than was paid.
    const second = await claimOn(asha, orderId, jade);
    const offer = (await sales.admin.client.admin.claims.get.query({ claimId: second })).refundOffer;
    expect(offer).toEqual({ amount: order.total - 19_900, byHand: false, refusal: null });
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.claims.refund.mutate({ orderId, claimId: second }),
    );
    await waitUntil(
      async () => {
        if ((await asha.client.orders.get.query({ orderId })).paymentStatus !== 'refunded')
          throw new Error('not yet');
      },
      5_000,
      () => 'the order does not read refunded',
    );
    // Cancelling it now has nothing left to give back.
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({
        orderId,
        status: 'cancelled',
        reason: 'Closing the order',
      }),
    );
    const refunds = (await asha.client.orders.get.query({ orderId })).refunds;
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.total);
  });

  it('two admins deciding at once, one replacing and one refunding: one decision wins', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const claimId = await claimOn(asha, orderId, jade);
    const second = await sales.shop.adminBrowser();
    const decisions = await Promise.allSettled([
      sales.admin.client.admin.claims.replace.mutate({ orderId, claimId }),
      second.client.admin.claims.refund.mutate({
        orderId,
        claimId,
        manualRefund: { method: 'bank_transfer', reference: 'HDFC/NEFT/0042' },
      }),
    ]);
    expect(decisions.filter((decision) => decision.status === 'fulfilled')).toHaveLength(1);
    expect(
      decisions.flatMap((decision) => (decision.status === 'rejected' ? [decision.reason.message] : [])),
    ).toEqual([CLAIM_DECIDED_ALREADY]);
    const { status } = await sales.admin.client.admin.claims.get.query({ claimId });
    expect(['replaced', 'refunded']).toContain(status);
  });

  it('refuses a refund once everything paid was given back, and a shopper’s session outright', async () => {
    const { asha, orderId, jade } = await deliveredOrder('razorpay');
    const claimId = await claimOn(asha, orderId, jade, 2);
    const shopper = asha.client as unknown as typeof sales.admin.client;
    await sales.kit.refusedWithNothingWritten(
      () => shopper.admin.claims.refund.mutate({ orderId, claimId }),
      'UNAUTHORIZED',
      SIGN_IN_REQUIRED,
    );
    await sales.kit.refusedWithNothingWritten(
      () => shopper.admin.claims.replace.mutate({ orderId, claimId }),
      'UNAUTHORIZED',
      SIGN_IN_REQUIRED,
    );
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({
        orderId,
        status: 'cancelled',
        reason: 'Refunded in full',
      }),
    );
    await sales.kit.refusedWithNothingWritten(
      () => sales.admin.client.admin.claims.refund.mutate({ orderId, claimId }),
      'BAD_REQUEST',
      NOTHING_LEFT_TO_REFUND,
    );
  });
});
