import { randomUUID } from 'node:crypto';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { NOT_DELIVERED_YET } from '@verdant/domain/sales/order-claim-rules';
import {
  businessDaysAfter,
  LINE_RETURNING_ALREADY,
  RETURN_DECIDED_ALREADY,
  RETURN_REASON_REQUIRED,
  returnsEnded,
  returnWindowEnd,
} from '@verdant/domain/sales/order-return-rules';
import { MANUAL_REFUND_REFERENCE } from '@verdant/domain/sales/order-settlements';
import { handleCommand, systemContext } from '@verdant/platform';
import { describe, expect, it } from 'vitest';
import { claimPhotoOf } from '../support/claim-photos';
import { waitUntil } from '../support/processes';
import { refusal } from '../support/refusal';
import { type SalesCustomer, useSalesShop } from '../support/sales';

const sales = useSalesShop();
const DAY_MS = 24 * 3_600_000;
const INSTRUCTIONS = 'Our courier collects it on Monday: please pack it in the box it came in.';

type Line = { productId: string; variantId: string | null };

/** Moves the order along as the admin does, each step at `at` (now unless told). */
async function moveTo(orderId: string, statuses: readonly string[], at?: Date) {
  if (!at) {
    for (const status of statuses as ('processing' | 'shipped' | 'delivered')[])
      sales.admin.readAfterWrite(await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status }));
    return;
  }
  // The order's history as if the admin had moved it then: the event's time is the clock's.
  const eventSourcing = { ...sales.shop.shop.eventSourcing, now: () => at };
  for (const status of statuses as ('processing' | 'shipped' | 'delivered')[])
    await handleCommand(
      eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      { type: 'ChangeOrderStatus', data: { orderId, status } },
      systemContext(`move-${orderId}`),
    );
}

/** A new customer's cash order of `quantity` jade plants (₹199 each unless told), delivered. */
async function deliveredOrder(
  options: { quantity?: number; basePrice?: number; coupon?: string; deliveredAt?: Date } = {},
) {
  const jade = await sales.kit.createProduct({ name: 'Jade Plant', basePrice: options.basePrice ?? 19_900 });
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: jade.id, quantity: options.quantity ?? 2 }));
  if (options.coupon) await asha.write(asha.client.cart.applyCoupon.mutate({ code: options.coupon }));
  const { orderId } = await asha.place();
  await moveTo(orderId, ['processing', 'shipped', 'delivered'], options.deliveredAt);
  return { asha, orderId, jade: { productId: jade.id, variantId: null } as Line };
}

const requestOf = (
  asha: SalesCustomer,
  orderId: string,
  line: Line,
  overrides: Record<string, unknown> = {},
) =>
  asha.client.returns.request.mutate({
    orderId,
    returnId: randomUUID(),
    reason: 'changed_mind',
    items: [{ ...line, quantity: 1 }],
    note: 'It is bigger than I thought.',
    ...overrides,
  });

const adminReturns = () => sales.admin.client.admin.returns;

async function requestedAndApproved(asha: SalesCustomer, orderId: string, line: Line) {
  const returnId = randomUUID();
  await asha.write(requestOf(asha, orderId, line, { returnId }));
  sales.admin.readAfterWrite(
    await adminReturns().approve.mutate({ orderId, returnId, instructions: INSTRUCTIONS }),
  );
  return returnId;
}

describe('returns within 7 days of delivery', () => {
  it('cash on delivery: requested, approved, received, then paid back by UPI; mailed at each step', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const returnId = randomUUID();
    const requested = await asha.write(requestOf(asha, orderId, jade, { returnId }));
    sales.admin.readAfterWrite(requested);

    const onOrder = await asha.client.returns.ofOrder.query({ orderId });
    expect(onOrder.lines).toEqual([expect.objectContaining({ ...jade, quantity: 2, returnable: 1 })]);
    const delivered = (await sales.admin.client.admin.orders.timeline.query({ orderId })).find((entry) =>
      entry.description.endsWith('to Delivered'),
    );
    expect(onOrder.returnableUntil).toBe(returnWindowEnd(new Date(delivered!.at)).toISOString());
    expect(onOrder.returns).toMatchObject([
      {
        returnId,
        status: 'requested',
        reason: 'changed_mind',
        items: [{ ...jade, quantity: 1, productName: 'Jade Plant' }],
        refund: null,
        steps: [{ kind: 'requested', note: 'It is bigger than I thought.' }],
      },
    ]);
    expect((await adminReturns().list.query({ status: 'requested' })).map((row) => row.id)).toContain(
      returnId,
    );

    sales.admin.readAfterWrite(
      await adminReturns().approve.mutate({ orderId, returnId, instructions: INSTRUCTIONS }),
    );
    expect((await adminReturns().list.query({ status: 'approved' })).map((row) => row.id)).toContain(
      returnId,
    );
    expect((await asha.client.returns.ofOrder.query({ orderId })).returns[0]).toMatchObject({
      status: 'approved',
      steps: [{ kind: 'requested' }, { kind: 'approved', instructions: INSTRUCTIONS }],
    });

    const receivedOn = new Date();
    sales.admin.readAfterWrite(await adminReturns().receive.mutate({ orderId, returnId }));
    const dueBy = businessDaysAfter(receivedOn, 10);
    const row = (await adminReturns().list.query({ status: 'refund_due' })).find(
      (each) => each.id === returnId,
    );
    expect(row).toMatchObject({
      status: 'refund_due',
      refundAmount: 19_900,
      refundDueBy: dueBy,
      overdue: false,
    });
    const summary = await sales.admin.client.admin.dashboard.summary.query();
    expect(summary.refundsFallingDue.count).toBeGreaterThanOrEqual(1);
    expect(summary.refundsFallingDue.soonestDueBy! <= dueBy).toBe(true);
    // Past its due day, the refund is overdue on the dashboard.
    const later = await sales.shop.shop.sales.queries.dashboard.dashboardSummary(
      new Date(Date.parse(`${dueBy}T23:00:00+05:30`) + DAY_MS),
    );
    expect(later.refundsFallingDue.overdue).toBeGreaterThanOrEqual(1);

    // A reference that cannot be one is refused under its field, and nothing is recorded.
    await sales.kit.refusedWithNothingWritten(
      () => adminReturns().recordRefund.mutate({ orderId, returnId, method: 'upi', reference: '??' }),
      'BAD_REQUEST',
      MANUAL_REFUND_REFERENCE,
    );
    sales.admin.readAfterWrite(
      await adminReturns().recordRefund.mutate({
        orderId,
        returnId,
        method: 'upi',
        reference: '412345678901',
      }),
    );
    const settled = (await asha.client.returns.ofOrder.query({ orderId })).returns[0];
    expect(settled).toMatchObject({
      status: 'refunded',
      refund: { amount: 19_900, dueBy, byHand: true, settled: true },
    });
    expect(settled?.steps.map((step) => step.kind)).toEqual([
      'requested',
      'approved',
      'received',
      'refund_paid_by_hand',
    ]);
    expect((await adminReturns().list.query({ status: 'refunded' })).map((each) => each.id)).toContain(
      returnId,
    );

    // The back office reads who took each step; the customer's view names nobody.
    const story = await adminReturns().get.query({ returnId });
    expect(story.steps.map((step) => step.by)).toEqual([
      'The customer',
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    expect(story.steps[1]?.by).not.toMatch(/^(An admin|The customer)$/);
    expect(settled?.steps.every((step) => step.by === undefined)).toBe(true);

    const number = `#${orderId.slice(0, 8)}`;
    const returnMails = async () =>
      (await sales.shop.mailTo(asha.details.email, 6)).filter((mail) => /return|refund/.test(mail.subject));
    await expect.poll(async () => (await returnMails()).length).toBe(4);
    const mails = new Map((await returnMails()).map((mail) => [mail.subject, mail.text]));
    expect(mails.get(`We have your return request for Verdant order ${number}`)).toContain(
      'Changed my mind: 1 × Jade Plant',
    );
    expect(mails.get(`Your return for Verdant order ${number} is approved`)).toContain(INSTRUCTIONS);
    expect(mails.get(`We have received your return for Verdant order ${number}`)).toContain(
      'A refund of ₹199.00 has started',
    );
    expect(mails.get(`Your refund for Verdant order ${number} has been paid`)).toContain('412345678901');
  });

  it('paid online (test mode): receiving the return refunds it through the gateway', async () => {
    const { asha, orderId } = await sales.kit.orderAwaitingPayment('razorpay', 45_000);
    const started = await asha.client.payments.start.mutate({ orderId });
    const paid = (await (
      await fetch(`${sales.shop.baseUrl}/test-gateway/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gatewayOrderId: started.client.gatewayOrderId, outcome: 'succeed' }),
      })
    ).json()) as { paymentId: string; signature: string };
    await asha.write(
      asha.client.payments.confirmDialog.mutate({
        orderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.signature,
      }),
    );
    await moveTo(orderId, ['processing', 'shipped', 'delivered']);
    const [line] = (await asha.client.returns.ofOrder.query({ orderId })).lines;
    const returnId = await requestedAndApproved(asha, orderId, line!);
    sales.admin.readAfterWrite(await adminReturns().receive.mutate({ orderId, returnId }));

    // The whole order came back: all of it is refunded, the way it was paid.
    await waitUntil(
      async () => {
        const [returned] = (await asha.client.returns.ofOrder.query({ orderId })).returns;
        if (returned?.status !== 'refunded') throw new Error('not yet');
      },
      5_000,
      () => 'the gateway refund did not complete',
    );
    expect((await asha.client.returns.ofOrder.query({ orderId })).returns[0]).toMatchObject({
      refund: { amount: 45_000, byHand: false, settled: true },
    });
    expect(sales.shop.shop.payments.gateways.test!.dialog.refundsOf(paid.paymentId)).toBe(1);
    await expect
      .poll(async () => (await adminReturns().list.query({ status: 'refunded' })).map((row) => row.id))
      .toContain(returnId);
    // An admin cannot record cash paid back for it: nothing is owed by hand.
    await sales.kit.refusedWithNothingWritten(
      () =>
        adminReturns().recordRefund.mutate({ orderId, returnId, method: 'upi', reference: '412345678901' }),
      'BAD_REQUEST',
      'This return is not waiting for a refund by hand',
    );
  });

  it('refuses bad requests with a clear message, recording nothing', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const refused = (overrides: Record<string, unknown>, code: string, message: string) =>
      sales.kit.refusedWithNothingWritten(() => requestOf(asha, orderId, jade, overrides), code, message);

    await refused({ items: [{ ...jade, quantity: 3 }] }, 'BAD_REQUEST', 'You can return at most 2');
    await refused({ reason: 'bored' }, 'BAD_REQUEST', RETURN_REASON_REQUIRED);
    await refused({ note: 'x'.repeat(1_001) }, 'BAD_REQUEST', 'Please keep the note to 1,000 characters');
    // Another customer's order answers as a missing one, to ask on and to read.
    const ravi = await sales.kit.customer();
    await sales.kit.refusedWithNothingWritten(
      () => requestOf(ravi, orderId, jade),
      'NOT_FOUND',
      'Order not found',
    );
    expect((await refusal(ravi.client.returns.ofOrder.query({ orderId }))).data?.code).toBe('NOT_FOUND');
    // One return per line at a time.
    await asha.write(requestOf(asha, orderId, jade));
    await refused({}, 'CONFLICT', LINE_RETURNING_ALREADY);
  });

  it('refuses a return before delivery, and after the 7 days', async () => {
    const jade = await sales.kit.createProduct({ basePrice: 19_900 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: jade.id }));
    const { orderId } = await asha.place();
    const line = { productId: jade.id, variantId: null };
    expect((await asha.client.returns.ofOrder.query({ orderId })).returnableUntil).toBeNull();
    await sales.kit.refusedWithNothingWritten(
      () => requestOf(asha, orderId, line),
      'BAD_REQUEST',
      NOT_DELIVERED_YET,
    );

    const deliveredAt = new Date(Date.now() - 7 * DAY_MS - 60_000);
    const late = await deliveredOrder({ deliveredAt });
    expect((await late.asha.client.returns.ofOrder.query({ orderId: late.orderId })).returnableUntil).toBe(
      returnWindowEnd(deliveredAt).toISOString(),
    );
    await sales.kit.refusedWithNothingWritten(
      () => requestOf(late.asha, late.orderId, late.jade),
      'BAD_REQUEST',
      returnsEnded(returnWindowEnd(deliveredAt)),
    );
  });

  it('declined with a reason the customer reads: the plants may be asked for again', async () => {
    const { asha, orderId, jade } = await deliveredOrder({ quantity: 1 });
    const returnId = randomUUID();
    await asha.write(requestOf(asha, orderId, jade, { returnId }));
    await sales.kit.refusedWithNothingWritten(
      () => adminReturns().decline.mutate({ orderId, returnId, reason: 'No.' }),
      'BAD_REQUEST',
      'Please tell the customer why (10 to 1,000 characters)',
    );
    const reason = 'Plants are not taken back once they have been repotted.';
    sales.admin.readAfterWrite(await adminReturns().decline.mutate({ orderId, returnId, reason }));
    const onOrder = await asha.client.returns.ofOrder.query({ orderId });
    expect(onOrder.returns[0]).toMatchObject({
      status: 'declined',
      steps: [{ kind: 'requested' }, { kind: 'declined', reason }],
    });
    expect(onOrder.lines[0]?.returnable).toBe(1);
    expect((await adminReturns().list.query({ status: 'declined' })).map((row) => row.id)).toContain(
      returnId,
    );
    await sales.kit.refusedWithNothingWritten(
      () => adminReturns().receive.mutate({ orderId, returnId }),
      'BAD_REQUEST',
      'Only an approved return can be received',
    );
    const number = `#${orderId.slice(0, 8)}`;
    await expect
      .poll(
        async () =>
          (await sales.shop.mailTo(asha.details.email, 3)).find(
            (mail) => mail.subject === `Your return for Verdant order ${number}`,
          )?.text,
      )
      .toContain(reason);
  });

  it('two admins approving one return at once: one wins, the other is told', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const returnId = randomUUID();
    await asha.write(requestOf(asha, orderId, jade, { returnId }));
    const second = await sales.shop.adminBrowser();
    const decisions = await Promise.allSettled(
      [sales.admin, second].map((admin) =>
        admin.client.admin.returns.approve.mutate({ orderId, returnId, instructions: INSTRUCTIONS }),
      ),
    );
    expect(decisions.filter((decision) => decision.status === 'fulfilled')).toHaveLength(1);
    expect(
      decisions.flatMap((decision) => (decision.status === 'rejected' ? [decision.reason.message] : [])),
    ).toEqual([RETURN_DECIDED_ALREADY]);
  });

  it("refuses a customer's session on the back office's return procedures", async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const returnId = randomUUID();
    await asha.write(requestOf(asha, orderId, jade, { returnId }));
    const before = await sales.kit.head();
    const calls = [
      asha.client.admin.returns.list.query({}),
      asha.client.admin.returns.get.query({ returnId }),
      asha.client.admin.returns.approve.mutate({ orderId, returnId, instructions: INSTRUCTIONS }),
      asha.client.admin.returns.decline.mutate({ orderId, returnId, reason: 'Not taken back, sorry.' }),
      asha.client.admin.returns.receive.mutate({ orderId, returnId }),
      asha.client.admin.returns.recordRefund.mutate({
        orderId,
        returnId,
        method: 'upi',
        reference: 'UPI-1234',
      }),
    ];
    for (const call of calls)
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain((await refusal(call)).data?.code);
    expect(await sales.kit.head()).toBe(before);
  });

  it('never refunds more than was paid, together with the claims refunded', async () => {
    // Three plants with ₹1 off: each plant's share rounds up, so the last one's share is more than is left.
    const coupon = await sales.kit.createCoupon({ discountType: 'fixed', discountValue: 100 });
    const { asha, orderId, jade } = await deliveredOrder({ quantity: 3, coupon });
    const order = await asha.client.orders.get.query({ orderId });
    expect(order.discount).toBeGreaterThan(0);
    const share = Math.round((19_900 * (order.subtotal - order.discount)) / order.subtotal);
    // Two of the plants claimed and refunded by hand, as the back office does.
    for (const claimId of [randomUUID(), randomUUID()]) {
      await asha.write(
        asha.client.claims.open.mutate({
          orderId,
          claimId,
          reason: 'poor_health',
          items: [{ ...jade, quantity: 1 }],
          description: 'The leaves dropped within two days.',
          photos: [await claimPhotoOf(sales.shop.baseUrl, asha)],
        }),
      );
      sales.admin.readAfterWrite(
        await sales.admin.client.admin.claims.refund.mutate({
          orderId,
          claimId,
          manualRefund: { method: 'upi', reference: `UPI-${claimId.slice(0, 8)}` },
        }),
      );
    }
    const returnId = await requestedAndApproved(asha, orderId, jade);
    sales.admin.readAfterWrite(await adminReturns().receive.mutate({ orderId, returnId }));

    const [returned] = (await asha.client.returns.ofOrder.query({ orderId })).returns;
    expect(returned?.refund?.amount).toBe(order.total - 2 * share);
    expect(returned?.refund?.amount).toBeLessThan(share);
  });
});
