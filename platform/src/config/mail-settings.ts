import { contactDetails } from '@verdant/domain/shared/shop-contact';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** `name@domain`, or a display name and the address in angle brackets: `Verdant <orders@verdant.in>`. */
const MAIL_ADDRESS = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Mail leaves the shop through an SMTP server when SMTP_URL names one; otherwise it stays in the outbox. */
export const mailEnvironment = {
  /**
   * smtp://user:password@host:587 (upgraded to TLS when the server offers it) or smtps://user:password@host:465
   * (TLS from the start); the user and password percent-encoded.
   */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  ),
  /** The sender of every mail; the shop's own address (shop-contact.ts) unless set. */
  MAIL_FROM: optionalText.pipe(
    z.string().regex(MAIL_ADDRESS, 'must be an email address, or a name and <address>').optional(),
  ),
};

type MailEnvironment = { [name in keyof typeof mailEnvironment]?: string | undefined };

export interface SmtpSettings {
  url: string;
  from: string;
}

/** The SMTP server mail goes through, and whom it comes from; null when mail stays in the outbox. */
export function smtpSettings(env: MailEnvironment): SmtpSettings | null {
  if (!env.SMTP_URL) return null;
  return { url: env.SMTP_URL, from: env.MAIL_FROM ?? `${contactDetails.name} <${contactDetails.email}>` };
}
