/** `npm run admin:grant -- <email>`: gives an existing account the admin role, recorded as an event. */
import { randomUUID } from 'node:crypto';
import { emailArgument, runAgainstShop } from './run-against-shop';

const email = emailArgument('admin:grant');
await runAgainstShop(async (shop) => {
  const accountId = await shop.identity.accounts.accountIdByEmail(email);
  if (accountId === null) throw new Error(`No account uses ${email}. Sign up first, then grant the role.`);
  const { position } = await shop.identity.accounts.grantAdminRole(accountId, {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' },
  });
  return position === null ? `${email} is an admin already.` : `${email} is now an admin.`;
});
