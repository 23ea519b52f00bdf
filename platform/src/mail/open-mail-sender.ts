import type { SmtpSettings } from '../config/mail-settings';
import type { MailSender } from './mail-sender';

/**
 * The sender for the SMTP server the configuration names, or null when mail stays in the outbox. Like a
 * payment gateway's, the SMTP client loads only when a server is configured.
 */
export const openMailSender = async (smtp: SmtpSettings | null): Promise<MailSender | null> =>
  smtp ? new (await import('./smtp-mail-sender')).SmtpMailSender(smtp) : null;
