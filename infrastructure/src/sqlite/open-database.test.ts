import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';

const directory = await mkdtemp(join(tmpdir(), 'verdant-open-database-'));
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('opening one of the shop files', () => {
  it('creates its folder and keeps a 2 MB page cache rather than the 16 MB better-sqlite3 builds in', () => {
    const file = join(directory, 'nested', 'folder', 'shop.sqlite');
    const db = openDatabase(file, { timeoutMs: 1_000 });
    try {
      expect(existsSync(file)).toBe(true);
      expect(db.pragma('cache_size', { simple: true })).toBe(-2_048);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(1_000);
    } finally {
      db.close();
    }
  });

  it('opens a database in memory without touching the disk', () => {
    const db = openDatabase(':memory:');
    expect(db.pragma('cache_size', { simple: true })).toBe(-2_048);
    db.close();
  });
});
