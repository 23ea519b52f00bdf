import type { OutgoingMail } from '@verdant/infrastructure/mail/mail-outbox';

/** Sent at sign-up. Email verification links are not issued yet: the mail confirms the registration. */
export const welcomeMail = (
  account: { accountId: string; email: string; fullName: string },
  shopUrl: string,
): OutgoingMail => ({
  to: account.email,
  accountId: account.accountId,
  subject: 'Welcome to Verdant',
  text: [
    `Hello ${account.fullName},`,
    '',
    `Your Verdant account for ${account.email} is ready. You can sign in at ${shopUrl}/auth.`,
    'If you did not create this account, please reply to this email and we will remove it.',
    '',
    'Happy planting,',
    'The Verdant team',
  ].join('\n'),
});
