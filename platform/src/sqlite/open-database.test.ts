import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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

  it('zeroes what a write frees, so a deleted row is not left in the file', async () => {
    const file = join(directory, 'erasing.sqlite');
    const db = openDatabase(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE mail (body TEXT NOT NULL)');
    const kept = 'kept mail '.repeat(50);
    const erased = 'asha@example.in '.repeat(500);
    db.prepare('INSERT INTO mail VALUES (?), (?)').run(kept, erased);
    db.prepare('DELETE FROM mail WHERE body = ?').run(erased);
    db.close();

    expect(existsSync(`${file}-wal`), 'closing checkpoints and removes the log').toBe(false);
    const bytes = await readFile(file);
    expect(bytes.includes(kept), 'the search sees rows that are kept').toBe(true);
    expect(bytes.includes('asha@example.in')).toBe(false);
  });

  it('opens a database in memory without touching the disk', () => {
    const db = openDatabase(':memory:');
    expect(db.pragma('cache_size', { simple: true })).toBe(-2_048);
    db.close();
  });
});
