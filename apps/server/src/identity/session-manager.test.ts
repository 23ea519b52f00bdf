import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteSessionStore } from '@verdant/infrastructure/sessions/sqlite-session-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ABSOLUTE_LIFETIME_MS, IDLE_LIFETIME_MS, SessionManager } from './session-manager';

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
    sessions = new SessionManager(store, () => now);
  });

  afterEach(async () => {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps only a hash of the token', async () => {
    const { token } = await sessions.start('account-1');
    expect(await store.findActive(token, now)).toBeNull();
    expect((await sessions.resume(token))?.accountId).toBe('account-1');
  });

  it('renews a session that is used, at most once an hour', async () => {
    const { token, expiresAt } = await sessions.start('account-1');
    expect(expiresAt).toEqual(new Date(now.getTime() + IDLE_LIFETIME_MS));

    later(10 * 60_000);
    expect(await sessions.resume(token)).toMatchObject({ renewed: false, expiresAt });

    later(2 * HOUR);
    const renewed = await sessions.resume(token);
    expect(renewed).toMatchObject({ renewed: true, expiresAt: new Date(now.getTime() + IDLE_LIFETIME_MS) });
  });

  it('ends a session left unused for a week', async () => {
    const { token } = await sessions.start('account-1');
    later(IDLE_LIFETIME_MS + 1);
    expect(await sessions.resume(token)).toBeNull();
  });

  it('ends every session after thirty days, however often it is used', async () => {
    const { token } = await sessions.start('account-1');
    for (let day = 0; day < 29; day++) {
      later(DAY);
      expect(await sessions.resume(token)).not.toBeNull();
    }
    later(ABSOLUTE_LIFETIME_MS - 29 * DAY + 1);
    expect(await sessions.resume(token)).toBeNull();
  });

  it('ends a session on sign-out', async () => {
    const { token } = await sessions.start('account-1');
    await sessions.end(token);
    expect(await sessions.resume(token)).toBeNull();
  });
});
