import nodemailer, { type NodemailerError } from 'nodemailer';
import type { SmtpSettings } from '../config/mail-settings';
import type { MailSender, RenderedMail, SendingOutcome } from './mail-sender';

/**
 * Waits short enough that a server out of reach fails the try well within a job's time, and the queue's
 * backoff, not a hanging connection, paces the next one.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends mail through the SMTP server SMTP_URL names, with nodemailer: one connection per mail, since a
 * shop's mail comes a few at a time and no connection is left open to go stale between them. Each mail's
 * Message-ID is made from its outbox id, so a receiving server can tell a mail sent twice (a worker
 * stopped between the server's acceptance and its record) from two mails.
 */
export class SmtpMailSender implements MailSender {
  readonly #transport;
  readonly #messageIdDomain: string;

  constructor(settings: SmtpSettings) {
    this.#transport = nodemailer.createTransport({ url: settings.url, ...TIMEOUTS }, { from: settings.from });
    this.#messageIdDomain = /@([^\s<>@]+)>?$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  async send(mail: RenderedMail): Promise<SendingOutcome> {
    try {
      const info = await this.#transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${this.#messageIdDomain}>`,
      });
      return { outcome: 'accepted', response: info.response };
    } catch (error) {
      return outcomeOfFailure(error as NodemailerError);
    }
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}

/**
 * A mail is refused for good only when the server turned down its envelope or its message with a permanent
 * reply (5xx: no such mailbox, say), or nodemailer found it unsendable before sending: anything else (a
 * 4xx, no connection, a timeout, the shop's own sign-in refused) says nothing against this mail, and a later
 * try may go through.
 */
function outcomeOfFailure(failure: NodemailerError): SendingOutcome {
  const response = failure.response ?? `${failure.code ?? 'Error'}: ${failure.message}`;
  const aboutThisMail = failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE';
  if (aboutThisMail && (failure.permanent === true || failure.command === 'API'))
    return { outcome: 'refused', response };
  return { outcome: 'not-taken', response };
}
