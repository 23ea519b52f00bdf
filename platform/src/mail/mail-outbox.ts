export interface OutgoingMail {
  /** Names the mail: queueing the same id again (a retried job) keeps nothing more, and sends nothing more. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Whose mail it is, so an erasure can overwrite it in the outbox too: the customer's account, or the data
   * subject of an email with no account behind it.
   */
  accountId: string | null;
}

/**
 * Queued: written, and not sent yet (for good, where the shop has no SMTP server). Sent: an SMTP server
 * accepted it. Failed: refused for good, or still refused when its last try ran out.
 */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface StoredMail extends OutgoingMail {
  state: MailState;
  /** Tries at sending it so far. */
  attempts: number;
  /** The SMTP server's last answer: its acceptance once sent, otherwise the refusal or why it was out of reach. */
  response: string | null;
  queuedAt: string;
  sentAt: string | null;
}

/** What one try at sending came to: a passing refusal leaves the mail queued for the next try. */
export interface SendingTry {
  state: MailState;
  response: string;
}

/**
 * The record of every mail the shop writes: each is kept here first, queued, and sent from here (where the
 * shop has an SMTP server); what became of it is recorded on it. The embedded outbox is a file.
 */
export interface MailOutbox {
  /** Keeps the mail, queued. Resolves false, keeping nothing, when a mail with this id is there already. */
  queue(mail: OutgoingMail): Promise<boolean>;
  /** The mail with this id; null when there is none, or its customer was erased. */
  get(id: string): Promise<StoredMail | null>;
  /** Records a try at sending a queued mail; a mail sent, failed or overwritten already is left as it is. */
  recordTry(id: string, outcome: SendingTry): Promise<void>;
  /** Newest first: every mail, or those to one address; a page of them when `limit` is given. */
  list(filter?: { to?: string; skip?: number; limit?: number }): Promise<StoredMail[]>;
  /**
   * Overwrites every mail about the customer where it is stored, so no file of the outbox holds it any more;
   * the ids stay, so none of it is sent again. Resolves how many mails it overwrote.
   */
  forgetMailOf(accountId: string): Promise<number>;
  close(): Promise<void>;
}
