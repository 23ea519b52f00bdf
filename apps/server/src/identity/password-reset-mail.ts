import type { OutgoingMail } from '@verdant/platform';
import { HAPPY_PLANTING } from '../mail/mail-content';
import { renderMail } from '../mail/render-mail';
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
  ...renderMail({
    subject: 'Reset your Verdant password',
    name: account.fullName,
    blocks: [
      {
        type: 'paragraph',
        text: 'We were asked to reset the password of your Verdant account. To choose a new one, open this link within the next hour; it works once:',
      },
      { type: 'link', label: 'Reset Password', url: resetLink },
      {
        type: 'paragraph',
        text: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
      },
    ],
    closing: HAPPY_PLANTING,
  }),
});

/**
 * Writes the reset mail of a job, its link made for the account's password as it is now: an account erased
 * in the meantime gets none.
 */
export function passwordResetMailWriter(deps: { accounts: AccountCommands; resetLinks: PasswordResetLinks }) {
  return async (mailId: string, accountId: string, expiresAt: string): Promise<OutgoingMail | null> => {
    const account = await deps.accounts.load(accountId);
    if (
      account.status !== 'active' ||
      account.email === null ||
      account.fullName === null ||
      account.passwordHash === null
    )
      return null;
    const { email, fullName } = account;
    const link = deps.resetLinks.linkFor(accountId, account.passwordHash, new Date(expiresAt));
    return passwordResetMail(mailId, { accountId, email, fullName }, link);
  };
}
