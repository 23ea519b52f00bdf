import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailSender, RenderedMail, SendingOutcome } from '@verdant/platform';
import { SqliteMailOutbox } from '@verdant/platform/runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailDelivery, MailNotTakenError } from './mail-delivery';

const TRIES = 3;
const welcome = {
  id: 'welcome-mail-a-1',
  to: 'asha@example.in',
  subject: 'Welcome',
  text: 'Hello',
  html: '<p>Hello</p>',
  accountId: 'a-1',
};

/** An SMTP server that answers each mail with the next outcome it is given. */
function answering(...outcomes: SendingOutcome[]): MailSender & { sent: RenderedMail[] } {
  const sent: RenderedMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      const outcome = outcomes.shift();
      if (!outcome) throw new Error('no answer left');
      return outcome;
    },
    close: async () => undefined,
  };
}

describe('mail delivery', () => {
  let directory: string;
  let outbox: SqliteMailOutbox;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-delivery-'));
    outbox = await SqliteMailOutbox.open({ file: join(directory, 'mail.sqlite') });
    await outbox.queue(welcome);
  });
  afterEach(async () => {
    await outbox.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('leaves the mail queued in the outbox when the shop has no SMTP server', async () => {
    expect(await new MailDelivery(outbox, null, TRIES).deliver(welcome.id, 1)).toBe('queued');
    expect(await outbox.get(welcome.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('throws on a passing refusal, to be tried again, and fails the mail when the last try is refused too', async () => {
    const smtp = answering(
      { outcome: 'not-taken', response: '450 4.2.0 <asha@example.in>: Mailbox busy' },
      { outcome: 'not-taken', response: '451 Try again later' },
    );
    const delivery = new MailDelivery(outbox, smtp, TRIES);

    // The job's failure, which the queue keeps and logs, holds no address: the answer is on the mail.
    const notTaken = await delivery.deliver(welcome.id, 1).catch((error: unknown) => error);
    expect(notTaken).toBeInstanceOf(MailNotTakenError);
    expect(String(notTaken)).not.toContain('asha@');
    expect(await outbox.get(welcome.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      response: '450 4.2.0 <asha@example.in>: Mailbox busy',
    });
    expect(await delivery.deliver(welcome.id, TRIES)).toBe('failed');
    expect(await outbox.get(welcome.id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      response: '451 Try again later',
    });
  });

  it('sends nothing for a mail sent, failed, or no longer in the outbox', async () => {
    const smtp = answering({ outcome: 'accepted', response: '250 Queued' });
    const delivery = new MailDelivery(outbox, smtp, TRIES);

    expect(await delivery.deliver(welcome.id, 1)).toBe('sent');
    expect(await delivery.deliver(welcome.id, 2)).toBe('sent');
    await outbox.forgetMailOf('a-1');
    expect(await delivery.deliver(welcome.id, 3)).toBeNull();
    expect(smtp.sent).toEqual([expect.objectContaining({ id: welcome.id, to: 'asha@example.in' })]);
  });
});
