import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmtpMailSender } from './smtp-mail-sender';
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtp-test-server';

const welcome = {
  id: 'welcome-mail-a-1',
  to: 'asha@example.in',
  subject: 'Welcome to Verdant',
  text: 'Hello Asha, your plants cost ₹1,437.30.',
  html: '<p>Hello Asha, your plants cost ₹1,437.30.</p>',
};

describe('the SMTP mail sender', () => {
  let smtp: SmtpTestServer;
  let sender: SmtpMailSender;

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    sender = new SmtpMailSender({ url: smtp.url, from: 'Verdant <orders@verdant.example>' });
  });
  afterEach(async () => {
    await sender.close();
    await smtp.close();
  });

  it('hands the mail over with its text and HTML, from the shop, its Message-ID made from its id', async () => {
    expect(await sender.send(welcome)).toEqual({
      outcome: 'accepted',
      response: expect.stringMatching(/^250 /),
    });

    const [mail] = smtp.accepted();
    expect(mail?.from?.text).toBe('"Verdant" <orders@verdant.example>');
    expect(mail?.to).toMatchObject({ text: 'asha@example.in' });
    expect(mail?.subject).toBe('Welcome to Verdant');
    expect(mail?.text?.trim()).toBe(welcome.text);
    expect(mail?.html).toBe(welcome.html);
    expect(mail?.messageId).toBe('<welcome-mail-a-1@verdant.example>');
  });

  it('tells a recipient or a message refused for good (5xx) from one not taken this time (4xx)', async () => {
    smtp.answer({
      recipient: (address) =>
        address === 'nobody@example.in' ? { code: 550, message: 'No such mailbox' } : null,
      message: (mail) =>
        mail.subject === 'Greylisted'
          ? { code: 451, message: 'Try again later' }
          : { code: 554, message: 'Spam' },
    });

    expect(await sender.send({ ...welcome, to: 'nobody@example.in' })).toEqual({
      outcome: 'refused',
      response: '550 No such mailbox',
    });
    expect(await sender.send({ ...welcome, subject: 'Greylisted' })).toEqual({
      outcome: 'not-taken',
      response: '451 Try again later',
    });
    expect(await sender.send(welcome)).toEqual({ outcome: 'refused', response: '554 Spam' });
    expect(smtp.accepted()).toEqual([]);
  });

  it('counts a server out of reach as a passing failure', async () => {
    await smtp.close();

    expect(await sender.send(welcome)).toEqual({
      outcome: 'not-taken',
      response: expect.stringMatching(/^(ESOCKET|ECONNECTION): .*ECONNREFUSED/),
    });
  });
});
