/**
 * `npm run admin:reset-2fa -- <email>`: takes an admin's second factor off (a lost phone), recorded as an
 * event; their next back-office sign-in asks for the password and secret code alone, and they set it up again.
 */
import { randomUUID } from 'node:crypto';
import { systemContext } from '@verdant/platform';
import { emailArgument, runAgainstShop } from './run-against-shop';

const email = emailArgument('admin:reset-2fa');
await runAgainstShop(async (shop) => {
  const accountId = await shop.identity.accounts.accountIdByEmail(email);
  if (accountId === null) throw new Error(`No account uses ${email}.`);
  const { position } = await shop.identity.accounts.resetTwoFactor(accountId, systemContext(randomUUID()));
  return position === null
    ? `${email} has no two-factor sign-in set up.`
    : `Two-factor sign-in is off for ${email}: they sign in with their password and the secret code, then set it up again.`;
});
