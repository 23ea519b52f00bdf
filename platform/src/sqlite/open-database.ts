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

/**
 * Opens (creating its folder) one of the shop's SQLite files, with the page cache the shop's files share.
 * What a write frees is zeroed (secure_delete): an erased customer's mail or read model documents must not
 * stay readable in the file's free space. Older images of their pages stay in the write-ahead log until it
 * is checkpointed and truncated: closing the file's last connection does that, emptyWriteAheadLog at once.
 */
export function openDatabase(file: string, options: { timeoutMs?: number } = {}): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs });
  db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  db.pragma('secure_delete = ON');
  return db;
}

/**
 * Copies the write-ahead log into the file and truncates it, so the images it held of pages since
 * overwritten are gone. Throws when another connection's read kept the checkpoint from finishing.
 */
export function emptyWriteAheadLog(db: Database.Database): void {
  const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  if (checkpoint?.busy !== 0)
    throw new Error(`${db.name}: another connection kept the write-ahead log from being emptied`);
}
