import type { OutgoingMail } from '@verdant/platform';
import { HAPPY_PLANTING } from '../mail/mail-content';
import { renderMail } from '../mail/render-mail';
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
  ...renderMail({
    subject: 'Welcome to Verdant: please verify your email',
    name: account.fullName,
    blocks: [
      {
        type: 'paragraph',
        text: 'Thank you for joining Verdant. Please confirm that this email address is yours by opening this link within the next 7 days:',
      },
      { type: 'link', label: 'Verify Email', url: verificationLink },
      {
        type: 'paragraph',
        text: 'If you did not create this account, please reply to this email and we will remove it.',
      },
    ],
    closing: HAPPY_PLANTING,
  }),
});

/** Writes the welcome mail of a job from the account as it is now: an account erased in the meantime gets none. */
export function welcomeMailWriter(deps: {
  accounts: AccountCommands;
  verificationLinks: EmailVerificationLinks;
}) {
  return async (mailId: string, accountId: string): Promise<OutgoingMail | null> => {
    const account = await deps.accounts.load(accountId);
    if (account.status !== 'active' || account.email === null || account.fullName === null) return null;
    const { email, fullName } = account;
    return welcomeMail(mailId, { accountId, email, fullName }, deps.verificationLinks.linkFor(accountId));
  };
}
