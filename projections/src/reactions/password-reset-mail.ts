import type { AccountEvent } from '@verdant/domain/identity/account';
import { FIVE_TRIES, MAIL_QUEUE, type MailJob } from './jobs';
import type { Reaction } from './reaction';

/**
 * Each request for a password reset mails its link to the account's own address, so only the owner can use
 * it. One job per request: a request is mailed once, and a replay or a rebuild mails nothing.
 */
export const passwordResetMailReaction: Reaction<AccountEvent> = {
  name: 'password-reset-mail',
  handles: ['PasswordResetRequested'],
  jobFor(event) {
    if (event.type !== 'PasswordResetRequested') return null;
    const { accountId, requestId, expiresAt } = event.data;
    const payload: MailJob = { kind: 'password-reset', accountId, expiresAt };
    return {
      queue: MAIL_QUEUE,
      job: { id: `password-reset-mail-${requestId}`, name: 'password-reset-mail', payload },
      options: FIVE_TRIES,
    };
  },
};
