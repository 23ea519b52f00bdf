import type { AccountEvent } from '@verdant/domain/identity/account';
import type { Reaction } from './reaction';

export const MAIL_QUEUE = 'mail';

export interface WelcomeMailJob {
  kind: 'welcome';
  accountId: string;
}

/** Five tries over about a minute (2 s, 4 s, 8 s, 16 s apart): long enough to ride out a mail server's hiccup. */
const MAIL_ATTEMPTS = { attempts: 5, backoff: { type: 'exponential', delayMs: 2_000 } } as const;

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
    const payload: WelcomeMailJob = { kind: 'welcome', accountId: event.data.accountId };
    return {
      queue: MAIL_QUEUE,
      job: { id: `welcome-mail-${event.data.accountId}`, name: 'welcome-mail', payload },
      options: MAIL_ATTEMPTS,
    };
  },
};
