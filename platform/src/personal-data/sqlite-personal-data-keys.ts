import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { oncePerTick } from '../sqlite/once-per-tick';
import { emptyWriteAheadLog, openDatabase } from '../sqlite/open-database';
import { KEY_BYTES, type PersonalDataKeys, SubjectErasedError } from './personal-data-keys';

interface KeyRow {
  key: Buffer | null;
}

/**
 * Keys in their own SQLite file (never the event log's: a copy of the log must not carry the keys). Keys are
 * cached in memory; an erasure by another process empties the cache through SQLite's data_version.
 */
export class SqlitePersonalDataKeys implements PersonalDataKeys {
  readonly #cache = new Map<string, Buffer | null>();
  #seenVersion: number;
  // Prepared once: every decoded event with personal fields looks its key up.
  readonly #statements;
  /**
   * Another connection's erasure counts from the next tick (from the next request): the lookups of one tick
   * share one look at the file instead of asking SQLite (and taking a lock on its shared memory) for each.
   */
  readonly #dataVersion = oncePerTick(() => this.#statements.dataVersion.get() as number);

  private constructor(private readonly db: Database.Database) {
    this.#statements = {
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      key: db.prepare('SELECT key FROM personal_data_keys WHERE subject_id = ?'),
      insert: db.prepare(
        'INSERT INTO personal_data_keys (subject_id, key, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      erase: db.prepare(
        `INSERT INTO personal_data_keys (subject_id, key, created_at, erased_at) VALUES (?, NULL, ?, ?)
         ON CONFLICT (subject_id) DO UPDATE SET key = NULL, erased_at = excluded.erased_at WHERE erased_at IS NULL`,
      ),
    };
    this.#seenVersion = this.#dataVersion();
  }

  static async open(options: { file: string }): Promise<SqlitePersonalDataKeys> {
    const db = openDatabase(options.file, { timeoutMs: 5_000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(`CREATE TABLE IF NOT EXISTS personal_data_keys (
      subject_id TEXT PRIMARY KEY,
      key BLOB,
      created_at TEXT NOT NULL,
      erased_at TEXT
    ) STRICT`);
    return new SqlitePersonalDataKeys(db);
  }

  async keyFor(subjectId: string): Promise<Buffer> {
    const existing = await this.#lookup(subjectId);
    if (existing !== undefined) {
      if (existing === null) throw new SubjectErasedError(subjectId);
      return existing;
    }
    this.#statements.insert.run(subjectId, randomBytes(KEY_BYTES), new Date().toISOString());
    this.#cache.delete(subjectId);
    const stored = await this.#lookup(subjectId);
    if (!stored) throw new SubjectErasedError(subjectId);
    return stored;
  }

  async find(subjectId: string): Promise<Buffer | null> {
    return (await this.#lookup(subjectId)) ?? null;
  }

  /**
   * The key's bytes are zeroed in the file (see openDatabase) and the write-ahead log, which held a copy, is
   * emptied: a copy of the data folder taken afterwards cannot open the subject's data. The log is emptied
   * even when the key was gone already, so an erasure run again finishes what an interrupted one left.
   */
  async erase(subjectId: string): Promise<boolean> {
    const now = new Date().toISOString();
    const result = this.#statements.erase.run(subjectId, now, now);
    this.#cache.set(subjectId, null);
    emptyWriteAheadLog(this.db);
    return result.changes > 0;
  }

  async close(): Promise<void> {
    this.db.close();
  }

  /** undefined: no row (never keyed); null: erased; a Buffer: the key. */
  async #lookup(subjectId: string): Promise<Buffer | null | undefined> {
    const version = this.#dataVersion();
    if (version !== this.#seenVersion) {
      this.#cache.clear();
      this.#seenVersion = version;
    }
    if (this.#cache.has(subjectId)) return this.#cache.get(subjectId);
    const row = this.#statements.key.get(subjectId) as KeyRow | undefined;
    if (row === undefined) return undefined;
    this.#cache.set(subjectId, row.key);
    return row.key;
  }
}
