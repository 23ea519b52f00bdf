import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: TestBrowser;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  admin = await shop.adminBrowser();
  // Written in order, so each is newer than the one before.
  for (let index = 1; index <= 51; index++)
    await shop.shop.stores.mailOutbox.queue({
      id: `mail-${index}`,
      to: `shopper.${index}@example.in`,
      subject: `Mail ${index}`,
      text: `Hello shopper ${index}`,
      html: `<p>Hello shopper ${index}</p>`,
      accountId: null,
    });
});

afterAll(async () => {
  await shop.stop();
});

describe("the back office's mail", () => {
  it('lists the outbox newest first, 50 a page, and says mail is not sent without an SMTP server', async () => {
    const first = await admin.client.admin.mail.list.query({ page: 1 });
    expect(first).toMatchObject({ page: 1, hasMore: true, sending: false });
    expect(first.mails).toHaveLength(50);
    expect(first.mails[0]).toEqual({
      id: 'mail-51',
      to: 'shopper.51@example.in',
      subject: 'Mail 51',
      state: 'queued',
      attempts: 0,
      response: null,
      queuedAt: expect.any(String),
      sentAt: null,
    });
    expect(first.mails.at(-1)?.id).toBe('mail-2');

    const second = await admin.client.admin.mail.list.query({ page: 2 });
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.mails.map((mail) => mail.id)).toEqual(['mail-1']);
  });

  it('previews one mail as written, and answers a mail it does not have as not found', async () => {
    expect(await admin.client.admin.mail.preview.query({ id: 'mail-7' })).toEqual({
      id: 'mail-7',
      subject: 'Mail 7',
      html: '<p>Hello shopper 7</p>',
      text: 'Hello shopper 7',
    });
    const missing = await refusal(admin.client.admin.mail.preview.query({ id: 'no-such-mail' }));
    expect({ code: missing.data?.code, message: missing.message }).toEqual({
      code: 'NOT_FOUND',
      message: 'Mail not found',
    });
  });
});
