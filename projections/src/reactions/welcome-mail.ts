import type { AccountEvent } from '@verdant/domain/identity/account';
import { FIVE_TRIES, MAIL_QUEUE, type MailJob } from './jobs';
import type { Reaction } from './reaction';

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
    const payload: MailJob = { kind: 'welcome', accountId: event.data.accountId };
    return {
      queue: MAIL_QUEUE,
      job: { id: `welcome-mail-${event.data.accountId}`, name: 'welcome-mail', payload },
      options: FIVE_TRIES,
    };
  },
};
