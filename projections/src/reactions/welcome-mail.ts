import type { AccountEvent } from '@verdant/domain/identity/account';
import type { Reaction } from '@verdant/platform';
import { mailJob } from './mail-job';

/**
 * A shopper who signs up gets a welcome mail with the link that verifies their address: the account is the
 * actor of its own registration. Accounts the shop creates itself (the first admin) get none. One job per
 * account, so the mail goes once whatever happens.
 */
export const welcomeMailReaction: Reaction<AccountEvent> = {
  name: 'welcome-mail',
  handles: ['AccountRegistered'],
  jobFor(event) {
    if (event.type !== 'AccountRegistered' || event.metadata.actor.userId !== event.data.accountId)
      return null;
    const { accountId } = event.data;
    return mailJob(`welcome-mail-${accountId}`, { kind: 'welcome', accountId });
  },
};
