import { asProjected } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { asha, registered } from '../identity/account-test-events';
import { MAIL_QUEUE, MAIL_TRIES } from './jobs';
import { welcomeMailReaction } from './welcome-mail';

describe('welcome mail reaction', () => {
  it('asks for one welcome mail per shopper who signs up, retried with backoff for minutes', () => {
    const signUp = asProjected(registered(asha), 0, { userId: asha.accountId, role: 'customer' });

    expect(welcomeMailReaction.jobFor(signUp)).toEqual({
      queue: MAIL_QUEUE,
      job: { id: 'welcome-mail-a-1', name: 'welcome-mail', payload: { kind: 'welcome', accountId: 'a-1' } },
      options: MAIL_TRIES,
    });
  });

  it('sends none for an account the shop creates itself, such as the first admin', () => {
    const bootstrap = asProjected(registered(asha), 0, { userId: null, role: 'system' });
    const byAdmin = asProjected(registered(asha), 0, { userId: 'admin-1', role: 'admin' });

    expect(welcomeMailReaction.jobFor(bootstrap)).toBeNull();
    expect(welcomeMailReaction.jobFor(byAdmin)).toBeNull();
  });
});
