import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionStoreContract } from './session-store.contract';
import { SqliteSessionStore } from './sqlite-session-store';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'verdant-sessions-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

sessionStoreContract('SQLite', () => SqliteSessionStore.open({ file: join(directory, 'sessions.sqlite') }));

it('deletes sessions that expired or were revoked before the cutoff, and keeps the rest', async () => {
  const file = join(directory, 'pruned.sqlite');
  const store = await SqliteSessionStore.open({ file });
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const session = (tokenHash: string, expiresInHours: number) => ({
    tokenHash,
    accountId: 'account-1',
    kind: 'storefront' as const,
    createdAt: at(-48),
    expiresAt: at(expiresInHours),
    absoluteExpiry: at(expiresInHours),
  });
  await store.create(session('expired', -1));
  await store.create(session('revoked', 5));
  await store.create(session('active', 5));
  await store.revoke('revoked');

  await store.pruneEnded(new Date(Date.now() + 1_000));
  await store.close();

  const db = new Database(file, { readonly: true });
  const left = db.prepare('SELECT token_hash FROM sessions').pluck().all();
  db.close();
  expect(left).toEqual(['active']);
});

it('opens a file made before sessions recorded their kind, reading its sessions as the storefront’s', async () => {
  const file = join(directory, 'before-kinds.sqlite');
  const db = new Database(file);
  db.exec(`CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, account_id TEXT NOT NULL, created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL, absolute_expiry TEXT NOT NULL, revoked_at TEXT) STRICT;
    INSERT INTO sessions VALUES ('old', 'account-1', '2026-06-01T00:00:00.000Z', '2026-06-08T00:00:00.000Z',
    '2026-07-01T00:00:00.000Z', NULL);`);
  db.close();

  const store = await SqliteSessionStore.open({ file });
  const found = await store.findActive('old', new Date('2026-06-02T00:00:00.000Z'));
  await store.close();

  expect(found?.kind).toBe('storefront');
});
