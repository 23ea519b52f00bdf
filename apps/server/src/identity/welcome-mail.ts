import type { MailOutbox, OutgoingMail } from '@verdant/infrastructure/mail/mail-outbox';
import type { AccountCommands } from './account-commands';
import type { EmailVerificationLinks } from './email-verification';

/** Sent at sign-up: a welcome and the link that confirms the address is the customer's. */
export const welcomeMail = (
  mailId: string,
  account: { accountId: string; email: string; fullName: string },
  verificationLink: string,
): OutgoingMail => ({
  id: mailId,
  to: account.email,
  accountId: account.accountId,
  subject: 'Welcome to Verdant: please verify your email',
  text: [
    `Hello ${account.fullName},`,
    '',
    'Thank you for joining Verdant. Please confirm that this email address is yours by opening this link',
    'within the next 7 days:',
    '',
    verificationLink,
    '',
    'If you did not create this account, please reply to this email and we will remove it.',
    '',
    'Happy planting,',
    'The Verdant team',
  ].join('\n'),
});

/**
 * Writes the welcome mail of a job from the account as it is now: an account erased in the meantime gets no
 * mail. The job's id is the mail's, so a retry after a crash never sends it twice.
 */
export function welcomeMailSender(deps: {
  accounts: AccountCommands;
  outbox: MailOutbox;
  verificationLinks: EmailVerificationLinks;
}) {
  return async (mailId: string, accountId: string): Promise<{ sent: boolean }> => {
    const account = await deps.accounts.load(accountId);
    if (account.status !== 'active' || account.email === null || account.fullName === null)
      return { sent: false };
    const { email, fullName } = account;
    const link = deps.verificationLinks.linkFor(accountId);
    const sent = await deps.outbox.send(welcomeMail(mailId, { accountId, email, fullName }, link));
    // Erased while the mail was being written: the erasure's clean-up of the outbox may have come first.
    if ((await deps.accounts.load(accountId)).status === 'erased') await deps.outbox.forgetMailOf(accountId);
    return { sent };
  };
}
