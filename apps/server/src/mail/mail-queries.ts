import { notFound } from '@verdant/domain/shared/domain-error';
import type { MailOutbox } from '@verdant/platform';

const MAIL_PAGE_SIZE = 50;
export const MAIL_NOT_FOUND = 'Mail not found';

/**
 * A page of the outbox for the back office, newest first, with whether another page follows and whether the
 * shop sends its mail at all (without an SMTP server, mail stays queued in the outbox).
 */
export async function mailPage(outbox: MailOutbox, options: { page: number; sending: boolean }) {
  const found = await outbox.list({ skip: (options.page - 1) * MAIL_PAGE_SIZE, limit: MAIL_PAGE_SIZE + 1 });
  return {
    page: options.page,
    hasMore: found.length > MAIL_PAGE_SIZE,
    sending: options.sending,
    mails: found
      .slice(0, MAIL_PAGE_SIZE)
      .map(({ id, to, subject, state, attempts, response, queuedAt, sentAt }) => ({
        id,
        to,
        subject,
        state,
        attempts,
        response,
        queuedAt,
        sentAt,
      })),
  };
}

/** One mail as it was written, to preview. */
export async function mailPreview(outbox: MailOutbox, id: string) {
  const mail = await outbox.get(id);
  if (!mail) throw notFound(MAIL_NOT_FOUND);
  return { id: mail.id, subject: mail.subject, html: mail.html, text: mail.text };
}
