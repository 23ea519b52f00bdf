import type { OutgoingMail } from '@verdant/infrastructure/mail/mail-outbox';

/** Sent at sign-up: a welcome and the link that confirms the address is the customer's. */
export const welcomeMail = (
  account: { accountId: string; email: string; fullName: string },
  verificationLink: string,
): OutgoingMail => ({
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
