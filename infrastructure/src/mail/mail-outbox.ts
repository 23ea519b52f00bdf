export interface OutgoingMail {
  /** Names the mail: sending the same id again (a retried job) sends nothing more. */
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The customer the mail is about, so an erasure can overwrite their mail in the outbox too. */
  accountId: string | null;
}

export interface StoredMail extends OutgoingMail {
  queuedAt: string;
}

/**
 * Mail the shop sends. The embedded outbox keeps it in a file for development and tests to read; a real
 * sender (SMTP) comes later behind the same port.
 */
export interface MailOutbox {
  /** Resolves false, sending nothing, when a mail with this id was sent already. */
  send(mail: OutgoingMail): Promise<boolean>;
  /** Newest first. */
  list(filter?: { to?: string }): Promise<StoredMail[]>;
  /**
   * Overwrites every mail about the customer where it is stored, so no file of the outbox holds it any more;
   * the ids stay, so none of it is sent again. Resolves how many mails it overwrote.
   */
  forgetMailOf(accountId: string): Promise<number>;
  close(): Promise<void>;
}
