import type { AccountEvent } from '@verdant/domain/identity/account';
import { asProjected } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { asha, registered } from '../identity/account-test-events';
import { MAIL_QUEUE, MAIL_TRIES } from './jobs';
import { passwordResetMailReaction } from './password-reset-mail';

const requested = (requestId: string): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: { accountId: asha.accountId, requestId, expiresAt: '2025-06-01T11:00:00.000Z' },
});

describe('password reset mail reaction', () => {
  it('asks for one mail per request, with the link’s expiry, retried with backoff for minutes', () => {
    expect(passwordResetMailReaction.jobFor(asProjected(requested('r-1'), 1))).toEqual({
      queue: MAIL_QUEUE,
      job: {
        id: 'password-reset-mail-r-1',
        name: 'password-reset-mail',
        payload: { kind: 'password-reset', accountId: 'a-1', expiresAt: '2025-06-01T11:00:00.000Z' },
      },
      options: MAIL_TRIES,
    });
    expect(passwordResetMailReaction.jobFor(asProjected(requested('r-2'), 2))?.job.id).toBe(
      'password-reset-mail-r-2',
    );
  });

  it('asks for nothing on other account events', () => {
    expect(passwordResetMailReaction.jobFor(asProjected(registered(asha), 0))).toBeNull();
  });
});
