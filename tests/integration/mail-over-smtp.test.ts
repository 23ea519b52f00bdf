import { formatRupees } from '@verdant/domain/shared/format-rupees';
import type { StoredMail } from '@verdant/platform';
import { type SmtpTestServer, startSmtpTestServer } from '@verdant/platform/testing';
import { MAIL_QUEUE } from '@verdant/projections/reactions/jobs';
import { mailJobHandler } from '@verdant/server/job-workers';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import { useSalesShop } from '../support/sales';

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
});

const sales = useSalesShop(() => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Verdant Orders <orders@verdant.example>',
}));

beforeEach(() => {
  smtp.answer({ recipient: () => null, message: () => null });
});

const number = (orderId: string) => `#${orderId.slice(0, 8)}`;
const subjectOf = (orderId: string) => `Your Verdant order ${number(orderId)} is placed`;

/** The outbox's record of a mail once it has come to `state`. */
const mailOnceIt = (mailId: string, state: StoredMail['state']) =>
  waitUntil(
    async () => {
      const mail = await sales.shop.shop.stores.mailOutbox.get(mailId);
      if (mail?.state !== state) throw new Error(`the mail is ${mail?.state ?? 'not in the outbox'}`);
      return mail;
    },
    20_000,
    () => `${mailId} did not come to ${state}`,
  );

/** The mail's job once it has finished. */
const finishedJob = (mailId: string) =>
  waitUntil(
    async () => {
      const job = await sales.shop.shop.stores.jobQueue.getJob(MAIL_QUEUE, mailId);
      if (job?.state !== 'completed' && job?.state !== 'failed') throw new Error(`the job is ${job?.state}`);
      return job;
    },
    20_000,
    () => `${mailId}'s job did not finish`,
  );

/** A new customer's cash order of two ferns (₹450 each). */
async function placedOrder() {
  const fern = await sales.kit.createProduct({ name: 'Maidenhair Fern', basePrice: 45_000 });
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: fern.id, quantity: 2 }));
  const { orderId } = await asha.place();
  return { asha, orderId, mailId: `order-placed-mail-${orderId}` };
}

const handedOverTries = (mail: { messageId?: string }) =>
  smtp.handedOver.filter((each) => each.mail.messageId === mail.messageId).map((each) => each.accepted);

describe('mail over SMTP', () => {
  it('sends the order confirmation from the outbox to the customer, in text and HTML, in rupees', async () => {
    const { asha, orderId, mailId } = await placedOrder();
    const order = await asha.client.orders.get.query({ orderId });

    const mail = await smtp.acceptedMail((each) => each.subject === subjectOf(orderId));

    expect(mail.to).toMatchObject({ text: asha.details.email });
    expect(mail.from?.text).toBe('"Verdant Orders" <orders@verdant.example>');
    expect(mail.messageId).toBe(`<${mailId}@verdant.example>`);
    expect(mail.text).toContain(`Hello ${asha.details.fullName},`);
    expect(mail.text).toContain('  2 × Maidenhair Fern: ₹900.00');
    expect(mail.text).toContain(`  Subtotal: ${formatRupees(order.subtotal)}`);
    expect(mail.text).toContain(`  Total: ${formatRupees(order.total)}`);
    expect(mail.text).toContain(`Please pay ${formatRupees(order.total)} in cash on delivery.`);
    expect(mail.html).toContain('>2 × Maidenhair Fern</td>');
    expect(mail.html).toMatch(new RegExp(`>Total</td><td [^>]*>${formatRupees(order.total)}</td>`));
    expect(mail.html).toContain('+91 80 4567 8910');
    expect(`${mail.text}${mail.html}`).not.toContain('$');
    expect(await mailOnceIt(mailId, 'sent')).toMatchObject({
      to: asha.details.email,
      state: 'sent',
      attempts: 1,
      response: expect.stringMatching(/^250 /),
      sentAt: expect.any(String),
    });
    expect(await finishedJob(mailId)).toMatchObject({ state: 'completed', result: { state: 'sent' } });
    const listed = await sales.admin.client.admin.mail.list.query({ page: 1 });
    expect(listed.sending).toBe(true);
    expect(listed.mails).toContainEqual(expect.objectContaining({ id: mailId, state: 'sent', attempts: 1 }));
  });

  it('tries again after a passing refusal (4xx), and the mail arrives exactly once', async () => {
    smtp.answer({
      message: (mail, tryNumber) =>
        mail.subject?.endsWith('is placed') && tryNumber === 1
          ? { code: 451, message: '4.7.1 Greylisted, please try again later' }
          : null,
    });
    const { orderId, mailId } = await placedOrder();

    const mail = await smtp.acceptedMail((each) => each.subject === subjectOf(orderId), 20_000);

    expect(await mailOnceIt(mailId, 'sent')).toMatchObject({
      attempts: 2,
      response: expect.stringMatching(/^250 /),
    });
    expect(await finishedJob(mailId)).toMatchObject({ state: 'completed', attemptsMade: 2 });
    expect(handedOverTries(mail)).toEqual([false, true]);
  });

  it('records a refusal for good (5xx) on the mail, with the server’s reason, and does not try again', async () => {
    smtp.answer({
      recipient: (address) =>
        address.startsWith('asha.') ? { code: 550, message: '5.1.1 No such mailbox here' } : null,
    });
    const { orderId, mailId } = await placedOrder();

    expect(await mailOnceIt(mailId, 'failed')).toMatchObject({
      subject: subjectOf(orderId),
      attempts: 1,
      response: '550 5.1.1 No such mailbox here',
      sentAt: null,
    });
    expect(await finishedJob(mailId)).toMatchObject({
      state: 'completed',
      attemptsMade: 1,
      result: { state: 'failed' },
    });
    expect(smtp.accepted().filter((mail) => mail.subject === subjectOf(orderId))).toEqual([]);
  });

  it('sends nothing more when the job runs again after the server accepted the mail', async () => {
    const { orderId, mailId } = await placedOrder();
    const mail = await smtp.acceptedMail((each) => each.subject === subjectOf(orderId));
    await mailOnceIt(mailId, 'sent');

    // As the queue runs a job again whose worker stopped before the job's end was recorded.
    const runAgain = mailJobHandler(sales.shop.shop);
    const again = await runAgain({
      id: mailId,
      name: 'order-placed-mail',
      payload: { kind: 'order-placed', orderId },
      attempt: 2,
      reportProgress: async () => undefined,
    });

    expect(again).toEqual({ state: 'sent' });
    expect(handedOverTries(mail)).toEqual([true]);
    expect(await sales.shop.shop.stores.mailOutbox.get(mailId)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('keeps no mail of a customer erased while it was being written, and sends none', async () => {
    const { asha, orderId, mailId } = await placedOrder();
    await smtp.acceptedMail((each) => each.subject === subjectOf(orderId));
    const accountId = (await asha.client.auth.session.query()).user!.id;
    const { mailOutbox } = sales.shop.shop.stores;
    const keep = mailOutbox.queue.bind(mailOutbox);
    // The erasure, and its clean-up of the outbox, come after the mail is written and before it is kept.
    mailOutbox.queue = async (mail) => {
      sales.admin.readAfterWrite(await sales.admin.client.admin.users.erase.mutate({ accountId }));
      return keep(mail);
    };
    const resentId = `${mailId}-again`;
    const sentBefore = smtp.accepted().length;

    const outcome = await mailJobHandler(sales.shop.shop)({
      id: resentId,
      name: 'order-placed-mail',
      payload: { kind: 'order-placed', orderId },
      attempt: 1,
      reportProgress: async () => undefined,
    }).finally(() => {
      mailOutbox.queue = keep;
    });

    expect(outcome).toEqual({ state: null });
    expect(await mailOutbox.get(resentId)).toBeNull();
    expect(smtp.accepted()).toHaveLength(sentBefore);
  });

  it('tells the customer when the order ships, with its tracking number, and when it is delivered', async () => {
    const { orderId } = await placedOrder();
    const admin = sales.admin.client.admin.orders;
    sales.admin.readAfterWrite(
      await admin.setTrackingNumber.mutate({ orderId, trackingNumber: 'BLR-77812' }),
    );
    sales.admin.readAfterWrite(await admin.setStatus.mutate({ orderId, status: 'shipped' }));
    sales.admin.readAfterWrite(await admin.setStatus.mutate({ orderId, status: 'delivered' }));

    const about = (subject: string) => (mail: ParsedMail) => mail.subject === subject;
    const shipped = await smtp.acceptedMail(about(`Your Verdant order ${number(orderId)} is on its way`));
    const delivered = await smtp.acceptedMail(about(`Your Verdant order ${number(orderId)} is delivered`));

    expect(shipped.text).toContain('Its tracking number is BLR-77812.');
    expect(shipped.html).toContain('Its tracking number is BLR-77812.');
    expect(delivered.text).toContain(`Your order ${number(orderId)} has been delivered.`);
  });

  it('tells the customer their online payment arrived and, once the order is cancelled, that it was refunded', async () => {
    const { asha, orderId } = await sales.kit.orderAwaitingPayment('razorpay');
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
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));

    const about = (subject: string) => (mail: ParsedMail) => mail.subject === subject;
    const payment = await smtp.acceptedMail(
      about(`Payment received for your Verdant order ${number(orderId)}`),
    );
    const refund = await smtp.acceptedMail(
      about(`Your refund for Verdant order ${number(orderId)} is complete`),
    );

    expect(payment.text).toContain(
      `We have received your payment of ₹450.00 for your order ${number(orderId)}.`,
    );
    expect(payment.text).toContain('This was a test-mode payment: no money was taken.');
    expect(refund.text).toContain(
      `We have refunded ₹450.00 for your order ${number(orderId)}, to the way you paid.`,
    );
    expect(refund.to).toMatchObject({ text: asha.details.email });
  });
});
