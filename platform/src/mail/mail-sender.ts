import type { OutgoingMail } from './mail-outbox';

/** A mail as the outbox keeps it, ready to go. */
export type RenderedMail = Pick<OutgoingMail, 'id' | 'to' | 'subject' | 'text' | 'html'>;

/**
 * What the server answered one mail: accepted; refused for good (the recipient or the message itself, a
 * 5xx: trying again would only be refused again); or not taken this time (a 4xx, the server out of reach,
 * refusing the shop's sign-in), which a later try may get through.
 */
export type SendingOutcome =
  | { outcome: 'accepted'; response: string }
  | { outcome: 'refused'; response: string }
  | { outcome: 'not-taken'; response: string };

/** Sends one rendered mail on its way, to an SMTP server. */
export interface MailSender {
  send(mail: RenderedMail): Promise<SendingOutcome>;
  close(): Promise<void>;
}
