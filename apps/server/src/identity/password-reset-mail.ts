import type { MailOutbox, OutgoingMail } from '@verdant/infrastructure/mail/mail-outbox';
import type { AccountCommands } from './account-commands';
import type { PasswordResetLinks } from './password-reset-links';

/** The link that lets the account's owner choose a new password. */
export const passwordResetMail = (
  mailId: string,
  account: { accountId: string; email: string; fullName: string },
  resetLink: string,
): OutgoingMail => ({
  id: mailId,
  to: account.email,
  accountId: account.accountId,
  subject: 'Reset your Verdant password',
  text: [
    `Hello ${account.fullName},`,
    '',
    'We were asked to reset the password of your Verdant account. To choose a new one, open this link',
    'within the next hour; it works once:',
    '',
    resetLink,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
    '',
    'Happy planting,',
    'The Verdant team',
  ].join('\n'),
});

/**
 * Writes the reset mail of a job, its link made for the account's password as it is now: an account erased
 * in the meantime gets no mail. The job's id is the mail's, so a retry never sends it twice.
 */
export function passwordResetMailSender(deps: {
  accounts: AccountCommands;
  outbox: MailOutbox;
  resetLinks: PasswordResetLinks;
}) {
  return async (mailId: string, accountId: string, expiresAt: string): Promise<{ sent: boolean }> => {
    const account = await deps.accounts.load(accountId);
    if (
      account.status !== 'active' ||
      account.email === null ||
      account.fullName === null ||
      account.passwordHash === null
    )
      return { sent: false };
    const { email, fullName } = account;
    const link = deps.resetLinks.linkFor(accountId, account.passwordHash, new Date(expiresAt));
    const sent = await deps.outbox.send(passwordResetMail(mailId, { accountId, email, fullName }, link));
    // Erased while the mail was being written: the erasure's clean-up of the outbox may have come first.
    if ((await deps.accounts.load(accountId)).status === 'erased') await deps.outbox.forgetMailOf(accountId);
    return { sent };
  };
}
