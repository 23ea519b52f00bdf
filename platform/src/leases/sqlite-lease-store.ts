import type Database from 'better-sqlite3';
import { openDatabase } from '../sqlite/open-database';
import type { LeaseStore } from './lease-store';

/** Leases in a SQLite file under DATA_DIR, shared by the processes of one machine. */
export class SqliteLeaseStore implements LeaseStore {
  readonly #statements;

  private constructor(private readonly db: Database.Database) {
    this.#statements = {
      // One statement, so taking a lease and checking it was free are one step for every process.
      acquire: db.prepare(`
        INSERT INTO leases (name, holder, expires_at) VALUES (@name, @holder, @expiresAt)
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE leases.holder = excluded.holder OR leases.expires_at <= @now
      `),
      release: db.prepare('DELETE FROM leases WHERE name = ? AND holder = ?'),
      holder: db.prepare<[string, number], { holder: string }>(
        'SELECT holder FROM leases WHERE name = ? AND expires_at > ?',
      ),
    };
  }

  static async open(options: { file: string }): Promise<SqliteLeaseStore> {
    const db = openDatabase(options.file, { timeoutMs: 5_000 });
    db.pragma('journal_mode = WAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      )
    `);
    return new SqliteLeaseStore(db);
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    return this.#statements.acquire.run({ name, holder, expiresAt: now + ttlMs, now }).changes === 1;
  }

  async release(name: string, holder: string): Promise<void> {
    this.#statements.release.run(name, holder);
  }

  async holderOf(name: string): Promise<string | null> {
    return this.#statements.holder.get(name, Date.now())?.holder ?? null;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
