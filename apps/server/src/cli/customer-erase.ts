/**
 * `npm run customer:erase -- <email>`: honours an erasure request. The customer's key is deleted, so their
 * personal data can no longer be read from any event; read models drop it as they apply the erasure.
 */
import { randomUUID } from 'node:crypto';
import { emailArgument, runAgainstShop } from './run-against-shop';

const email = emailArgument('customer:erase');
await runAgainstShop(async (shop) => {
  const accountId = await shop.accounts.accountIdByEmail(email);
  if (accountId === null) throw new Error('No account uses that email (or it was erased already).');
  await shop.accounts.erase(accountId, {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' },
  });
  return `Account ${accountId} erased: its personal data is no longer readable.`;
});
