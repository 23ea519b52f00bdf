import type { AccountEvent } from '@verdant/domain/identity/account';
import type { Reaction } from '@verdant/platform';
import { mailJob } from './mail-job';

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
    return mailJob(`password-reset-mail-${requestId}`, { kind: 'password-reset', accountId, expiresAt });
  },
};
