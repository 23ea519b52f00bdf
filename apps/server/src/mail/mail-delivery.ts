import type { MailOutbox, MailSender, MailState } from '@verdant/platform';

/**
 * A try the SMTP server did not take: thrown so the queue tries the job again after its backoff. The
 * server's answer may quote the recipient's address, so it is kept on the mail in the outbox, which an
 * erasure overwrites, and not in the job's failure, which the queue keeps and logs.
 */
export class MailNotTakenError extends Error {
  constructor(mailId: string) {
    super(`The SMTP server did not take mail ${mailId} this time: its answer is on the mail in the outbox`);
    this.name = 'MailNotTakenError';
  }
}

/**
 * Sends the outbox's queued mail through the shop's SMTP server, when it has one (without, mail stays in the
 * outbox), and records on the mail what became of it. The outbox's record, not the job, says whether a mail
 * went: a job tried again after the server accepted its mail sends nothing more.
 */
export class MailDelivery {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly sender: MailSender | null,
    /** The job's tries in all: a refusal on the last one is the mail's failure. */
    private readonly tries: number,
  ) {}

  /**
   * Sends the mail unless it went (or failed) already, and resolves its state then; null when the outbox
   * holds no such mail (nobody to write to, or the customer was erased). A refusal for good fails the mail
   * at once; a passing one throws, to be tried again, until the last try fails the mail too.
   */
  async deliver(mailId: string, attempt: number): Promise<MailState | null> {
    const mail = await this.outbox.get(mailId);
    if (mail?.state !== 'queued' || !this.sender) return mail?.state ?? null;
    const { outcome, response } = await this.sender.send(mail);
    const state =
      outcome === 'accepted' ? 'sent' : outcome === 'refused' || attempt >= this.tries ? 'failed' : 'queued';
    await this.outbox.recordTry(mailId, { state, response });
    if (state === 'queued') throw new MailNotTakenError(mailId);
    return state;
  }
}
