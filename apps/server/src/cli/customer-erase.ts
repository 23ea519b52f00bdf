/**
 * `npm run customer:erase -- <email>`: honours an erasure request. The customer's key is deleted, so their
 * personal data can no longer be read from any event; read models drop it as they apply the erasure. The
 * email's contact messages and newsletter subscription go with it, and for someone who wrote to the shop or
 * subscribed without an account, they are all there is to erase.
 */
import { randomUUID } from 'node:crypto';
import { emailArgument, runAgainstShop } from './run-against-shop';

const email = emailArgument('customer:erase');
await runAgainstShop(async (shop) => {
  const context = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' as const },
  };
  const accountId = await shop.identity.accounts.accountIdByEmail(email);
  if (accountId !== null) {
    await shop.identity.accounts.erase(accountId, context);
    return `Account ${accountId} erased: its personal data is no longer readable.`;
  }
  const { erased } = await shop.engagement.eraseEmail(email, context);
  if (!erased)
    throw new Error('No account, message or subscription uses that email (or it was erased already).');
  return 'No account uses that email; its contact messages and newsletter subscription are no longer readable.';
});
