import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@verdant/platform';
import { SqliteSessionStore } from '@verdant/platform/runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionManager, STOREFRONT_SESSION } from './session-manager';

/** The shop's default: the back office reaches every customer's data, so an hour unused, 12 hours at most. */
const BACK_OFFICE_SESSION = loadConfig({ NODE_ENV: 'test' }).backOfficeSession;

const IDLE_LIFETIME_MS = STOREFRONT_SESSION.idleMs;
const ABSOLUTE_LIFETIME_MS = STOREFRONT_SESSION.absoluteMs;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('sessions', () => {
  let directory: string;
  let store: SqliteSessionStore;
  let now: Date;
  let sessions: SessionManager;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-session-manager-'));
    store = await SqliteSessionStore.open({ file: join(directory, 'sessions.sqlite') });
    now = new Date('2026-06-01T10:00:00.000Z');
    sessions = new SessionManager(
      store,
      { storefront: STOREFRONT_SESSION, 'back-office': BACK_OFFICE_SESSION },
      () => now,
    );
  });

  afterEach(async () => {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps only a hash of the token', async () => {
    const { token } = await sessions.start('account-1', 'storefront');
    expect(await store.findActive(token, now)).toBeNull();
    expect((await sessions.resume(token, 'storefront'))?.accountId).toBe('account-1');
  });

  it('renews a session that is used, at most once an hour', async () => {
    const { token, expiresAt } = await sessions.start('account-1', 'storefront');
    expect(expiresAt).toEqual(new Date(now.getTime() + IDLE_LIFETIME_MS));

    later(10 * 60_000);
    expect(await sessions.resume(token, 'storefront')).toMatchObject({ renewed: false, expiresAt });

    later(2 * HOUR);
    const renewed = await sessions.resume(token, 'storefront');
    expect(renewed).toMatchObject({ renewed: true, expiresAt: new Date(now.getTime() + IDLE_LIFETIME_MS) });
  });

  it('ends a session left unused for a week', async () => {
    const { token } = await sessions.start('account-1', 'storefront');
    later(IDLE_LIFETIME_MS + 1);
    expect(await sessions.resume(token, 'storefront')).toBeNull();
  });

  it('ends every session after thirty days, however often it is used', async () => {
    const { token } = await sessions.start('account-1', 'storefront');
    for (let day = 0; day < 29; day++) {
      later(DAY);
      expect(await sessions.resume(token, 'storefront')).not.toBeNull();
    }
    later(ABSOLUTE_LIFETIME_MS - 29 * DAY + 1);
    expect(await sessions.resume(token, 'storefront')).toBeNull();
  });

  it('ends a session on sign-out', async () => {
    const { token } = await sessions.start('account-1', 'storefront');
    await sessions.end(token);
    expect(await sessions.resume(token, 'storefront')).toBeNull();
  });

  it('resumes a session only as the kind of sign-in that opened it', async () => {
    const storefront = await sessions.start('account-1', 'storefront');
    const backOffice = await sessions.start('account-1', 'back-office');

    expect(await sessions.resume(storefront.token, 'back-office')).toBeNull();
    expect(await sessions.resume(backOffice.token, 'storefront')).toBeNull();
    expect((await sessions.resume(backOffice.token, 'back-office'))?.accountId).toBe('account-1');
  });

  it('ends a back-office session after an hour unused, and after twelve hours however it is used', async () => {
    const idle = await sessions.start('account-1', 'back-office');
    const busy = await sessions.start('account-1', 'back-office');
    later(BACK_OFFICE_SESSION.idleMs - 60_000);
    expect(await sessions.resume(busy.token, 'back-office')).toMatchObject({ renewed: true });
    later(2 * 60_000);
    expect(await sessions.resume(idle.token, 'back-office')).toBeNull();

    for (let minutes = 0; minutes < 12 * 60 - 90; minutes += 30) {
      later(30 * 60_000);
      expect(await sessions.resume(busy.token, 'back-office')).not.toBeNull();
    }
    later(60 * 60_000);
    expect(await sessions.resume(busy.token, 'back-office')).toBeNull();
  });

  it('ends every session of an account at once', async () => {
    const storefront = await sessions.start('account-1', 'storefront');
    const backOffice = await sessions.start('account-1', 'back-office');
    const someoneElse = await sessions.start('account-2', 'storefront');

    await sessions.endAllOf('account-1');

    expect(await sessions.resume(storefront.token, 'storefront')).toBeNull();
    expect(await sessions.resume(backOffice.token, 'back-office')).toBeNull();
    expect(await sessions.resume(someoneElse.token, 'storefront')).not.toBeNull();
  });
});
