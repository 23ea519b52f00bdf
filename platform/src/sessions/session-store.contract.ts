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
      kind: 'storefront',
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

    it('keeps the kind of sign-in that opened a session', async () => {
      const backOffice = session({ kind: 'back-office' });
      const storefront = session();
      await store.create(backOffice);
      await store.create(storefront);

      expect((await store.findActive(backOffice.tokenHash, now))?.kind).toBe('back-office');
      expect((await store.findActive(storefront.tokenHash, now))?.kind).toBe('storefront');
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

    it('counts attempts per key within a window, up to a limit, and takes one back or all', async () => {
      const key = `email-${randomUUID()}`;
      const hourAgo = new Date(now.getTime() - HOUR);
      expect(await store.claim(key, new Date(now.getTime() - 2 * HOUR), hourAgo, 2)).not.toBeNull();
      const first = await store.claim(key, now, hourAgo, 2);
      const second = await store.claim(key, now, hourAgo, 2);

      expect([first, second]).not.toContain(null);
      expect(await store.claim(key, now, hourAgo, 2)).toBeNull();
      expect(await store.claim(`other-${randomUUID()}`, now, hourAgo, 2)).not.toBeNull();

      await store.release(key, first!);
      expect(await store.claim(key, now, hourAgo, 2)).not.toBeNull();
      expect(await store.claim(key, now, hourAgo, 2)).toBeNull();

      await store.clear(key);
      expect(await store.claim(key, now, hourAgo, 1)).not.toBeNull();
    });

    it('counts no more than the limit when attempts are claimed at once, from two instances', async () => {
      const other = await open();
      try {
        const key = `email-${randomUUID()}`;
        const since = new Date(now.getTime() - HOUR);
        const claims = await Promise.all(
          Array.from({ length: 40 }, (_, index) => (index % 2 ? other : store).claim(key, now, since, 5)),
        );
        expect(claims.filter((claim) => claim !== null)).toHaveLength(5);
      } finally {
        await other.close();
      }
    });

    it('keeps active sessions and forgets old attempts when pruning', async () => {
      const active = session();
      await store.create(active);
      const key = `email-${randomUUID()}`;
      const longAgo = new Date(now.getTime() - 48 * HOUR);
      await store.claim(key, longAgo, new Date(0), 1);

      await store.pruneEnded(now);
      await store.pruneAttempts(new Date(now.getTime() - 24 * HOUR));

      expect(await store.findActive(active.tokenHash, now)).not.toBeNull();
      // The old attempt no longer counts against the limit, even looking back to the beginning of time.
      expect(await store.claim(key, now, new Date(0), 1)).not.toBeNull();
    });
  });
}
