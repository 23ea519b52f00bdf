import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@verdant/platform';
import { SqliteSessionStore } from '@verdant/platform/runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneSessions } from './session-pruning';

const HOUR = 3_600_000;

describe('pruning sessions', () => {
  let directory: string;
  let store: SqliteSessionStore;
  const now = new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-session-pruning-'));
    store = await SqliteSessionStore.open({ file: join(directory, 'sessions.sqlite') });
  });

  afterEach(async () => {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('forgets attempts older than a day, and keeps newer ones counting', async () => {
    await store.claim('old', hoursAgo(30), new Date(0), 1);
    await store.claim('recent', hoursAgo(2), new Date(0), 1);

    await pruneSessions(store, now, silentLogger);

    expect(await store.claim('old', now, new Date(0), 1)).not.toBeNull();
    expect(await store.claim('recent', now, new Date(0), 1)).toBeNull();
  });

  it('keeps sessions still active', async () => {
    const session = {
      tokenHash: 'active',
      accountId: 'account-1',
      kind: 'storefront' as const,
      createdAt: hoursAgo(48),
      expiresAt: new Date(now.getTime() + HOUR),
      absoluteExpiry: new Date(now.getTime() + HOUR),
    };
    await store.create(session);

    await pruneSessions(store, now, silentLogger);

    expect(await store.findActive('active', now)).toEqual(session);
  });
});
