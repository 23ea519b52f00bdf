import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * SQLite's own page cache per connection, in KiB. better-sqlite3 builds SQLite with 16 MB, and a server keeps
 * half a dozen files open: the event log alone fills its 16 MB as it grows, all of it counted in the
 * process's memory although the operating system caches the same pages anyway. The pages a shop uses all the
 * time (the indexes' upper levels, the log's newest rows) fit in far less.
 */
const PAGE_CACHE_KIB = 2_048;

/** Opens (creating its folder) one of the shop's SQLite files, with the page cache the shop's files share. */
export function openDatabase(file: string, options: { timeoutMs?: number } = {}): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs });
  db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  return db;
}
