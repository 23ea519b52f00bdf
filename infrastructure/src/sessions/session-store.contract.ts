import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session, SessionStore, SignInAttempts } from './session-store';

const HOUR = 3_600_000;

/** What every session store does. Tokens and accounts are random per test, so a shared server is fine. */
export function sessionStoreContract(name: string, open: () => Promise<SessionStore & SignInAttempts>) {
  describe(`${name} session store`, () => {
    let store: SessionStore & SignInAttempts;
    const now = new Date('2026-06-01T10:00:00.000Z');
    const session = (overrides: Partial<Session> = {}): Session => ({
      tokenHash: randomUUID(),
      accountId: `account-${randomUUID()}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HOUR),
      absoluteExpiry: new Date(now.getTime() + 10 * HOUR),
      ...overrides,
    });

    beforeEach(async () => {
      store = await open();
    });

    afterEach(async () => {
      await store.close();
    });

    it('finds a session until it expires', async () => {
      const created = session();
      await store.create(created);

      expect(await store.findActive(created.tokenHash, now)).toEqual(created);
      expect(await store.findActive(created.tokenHash, new Date(now.getTime() + HOUR))).toBeNull();
      expect(await store.findActive(randomUUID(), now)).toBeNull();
    });

    it('extends a session while it is used, never past its absolute expiry', async () => {
      const created = session();
      await store.create(created);

      await store.extend(created.tokenHash, new Date(now.getTime() + 5 * HOUR));
      expect((await store.findActive(created.tokenHash, now))?.expiresAt).toEqual(
        new Date(now.getTime() + 5 * HOUR),
      );

      await store.extend(created.tokenHash, new Date(now.getTime() + 50 * HOUR));
      expect((await store.findActive(created.tokenHash, now))?.expiresAt).toEqual(created.absoluteExpiry);
    });

    it('sees at once what another instance sharing the store did to a session it has just found', async () => {
      const other = await open();
      try {
        const revoked = session();
        const extended = session();
        const ofAccount = session();
        for (const each of [revoked, extended, ofAccount]) await store.create(each);
        for (const each of [revoked, extended, ofAccount]) await store.findActive(each.tokenHash, now);

        await other.revoke(revoked.tokenHash);
        await other.extend(extended.tokenHash, new Date(now.getTime() + 5 * HOUR));
        await other.revokeAllOf(ofAccount.accountId);

        expect(await store.findActive(revoked.tokenHash, now)).toBeNull();
        expect((await store.findActive(extended.tokenHash, now))?.expiresAt).toEqual(
          new Date(now.getTime() + 5 * HOUR),
        );
        expect(await store.findActive(ofAccount.tokenHash, now)).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('forgets a revoked session, and can revoke every session of an account', async () => {
      const first = session();
      const second = session({ accountId: first.accountId });
      const other = session();
      for (const each of [first, second, other]) await store.create(each);
      for (const each of [first, second, other]) await store.findActive(each.tokenHash, now);

      await store.revoke(first.tokenHash);
      expect(await store.findActive(first.tokenHash, now)).toBeNull();
      expect(await store.findActive(second.tokenHash, now)).not.toBeNull();

      await store.revokeAllOf(first.accountId);
      expect(await store.findActive(second.tokenHash, now)).toBeNull();
      expect(await store.findActive(other.tokenHash, now)).not.toBeNull();
    });

    it('counts failed sign-ins per key within a window, and clears them', async () => {
      const key = `email-${randomUUID()}`;
      await store.recordFailure(key, new Date(now.getTime() - 2 * HOUR));
      await store.recordFailure(key, now);
      await store.recordFailure(key, now);
      await store.recordFailure(`other-${randomUUID()}`, now);

      expect(await store.failuresSince(key, new Date(now.getTime() - HOUR))).toBe(2);
      await store.clear(key);
      expect(await store.failuresSince(key, new Date(now.getTime() - 3 * HOUR))).toBe(0);
    });
  });
}
