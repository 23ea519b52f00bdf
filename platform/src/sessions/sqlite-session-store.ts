import type Database from 'better-sqlite3';
import { DataVersionedCache } from '../sqlite/data-versioned-cache';
import { openDatabase } from '../sqlite/open-database';
import type { Session, SessionKind, SessionStore, SignInAttempts } from './session-store';

interface SessionRow {
  token_hash: string;
  account_id: string;
  kind: SessionKind;
  created_at: string;
  expires_at: string;
  absolute_expiry: string;
}

/** Sessions kept in memory at most; past this the kept ones are dropped and read again as they are used. */
const SESSIONS_KEPT = 20_000;

/**
 * Sessions and sign-in failures in one SQLite file under DATA_DIR. Every signed-in request looks its session
 * up, so a session found active is kept in memory for as long as no other connection has written the file
 * (`PRAGMA data_version`, asked on every lookup, changes only with other connections' commits); this
 * store's own writes drop what they change. A sign-out or a revocation by any process counts from the next
 * request either way.
 */
export class SqliteSessionStore implements SessionStore, SignInAttempts {
  readonly #statements;
  readonly #found: DataVersionedCache<string, Session>;
  readonly #claim: (key: string, at: string, since: string, limit: number) => string | null;

  private constructor(private readonly db: Database.Database) {
    this.#statements = {
      create: db.prepare(
        'INSERT INTO sessions (token_hash, account_id, kind, created_at, expires_at, absolute_expiry) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      findActive: db.prepare(
        'SELECT * FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
      ),
      extend: db.prepare(
        'UPDATE sessions SET expires_at = min(?, absolute_expiry) WHERE token_hash = ? AND revoked_at IS NULL',
      ),
      revoke: db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL'),
      revokeAllOf: db.prepare(
        'UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL',
      ),
      pruneSessions: db.prepare('DELETE FROM sessions WHERE expires_at < ? OR revoked_at < ?'),
      countAttempts: db.prepare('SELECT count(*) FROM sign_in_failures WHERE key = ? AND at > ?').pluck(),
      countAttempt: db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)'),
      release: db.prepare('DELETE FROM sign_in_failures WHERE rowid = ? AND key = ?'),
      clear: db.prepare('DELETE FROM sign_in_failures WHERE key = ?'),
      pruneAttempts: db.prepare('DELETE FROM sign_in_failures WHERE at < ?'),
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
    };
    this.#found = new DataVersionedCache(() => this.#statements.dataVersion.get() as number, SESSIONS_KEPT);
    // IMMEDIATE: the count and the insert hold the write lock together, so another process cannot count
    // between them.
    const claim = db.transaction((key: string, at: string, since: string, limit: number) => {
      if ((this.#statements.countAttempts.get(key, since) as number) >= limit) return null;
      return String(this.#statements.countAttempt.run(key, at).lastInsertRowid);
    });
    this.#claim = (...args) => claim.immediate(...args);
  }

  static async open(options: { file: string }): Promise<SqliteSessionStore> {
    const db = openDatabase(options.file, { timeoutMs: 5_000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS sessions (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL DEFAULT 'storefront',
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        absolute_expiry TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
      CREATE TABLE IF NOT EXISTS sign_in_failures (key TEXT NOT NULL, at TEXT NOT NULL) STRICT;
      CREATE INDEX IF NOT EXISTS sign_in_failures_by_key ON sign_in_failures (key, at);
    `);
    addSessionKind(db);
    return new SqliteSessionStore(db);
  }

  async create(session: Session): Promise<void> {
    this.#statements.create.run(
      session.tokenHash,
      session.accountId,
      session.kind,
      session.createdAt.toISOString(),
      session.expiresAt.toISOString(),
      session.absoluteExpiry.toISOString(),
    );
  }

  async findActive(tokenHash: string, now: Date): Promise<Session | null> {
    const kept = this.#found.get(tokenHash);
    if (kept && kept.expiresAt > now) return kept;
    const row = this.#statements.findActive.get(tokenHash, now.toISOString()) as SessionRow | undefined;
    if (!row) return null;
    const session = {
      tokenHash: row.token_hash,
      accountId: row.account_id,
      kind: row.kind,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
      absoluteExpiry: new Date(row.absolute_expiry),
    };
    this.#found.set(tokenHash, session);
    return session;
  }

  async extend(tokenHash: string, expiresAt: Date): Promise<void> {
    this.#statements.extend.run(expiresAt.toISOString(), tokenHash);
    this.#found.delete(tokenHash);
  }

  async revoke(tokenHash: string): Promise<void> {
    this.#statements.revoke.run(new Date().toISOString(), tokenHash);
    this.#found.delete(tokenHash);
  }

  async revokeAllOf(accountId: string): Promise<void> {
    this.#statements.revokeAllOf.run(new Date().toISOString(), accountId);
    this.#found.clear();
  }

  async pruneEnded(before: Date): Promise<void> {
    const cutoff = before.toISOString();
    this.#statements.pruneSessions.run(cutoff, cutoff);
  }

  async claim(key: string, at: Date, since: Date, limit: number): Promise<string | null> {
    return this.#claim(key, at.toISOString(), since.toISOString(), limit);
  }

  async release(key: string, attemptId: string): Promise<void> {
    this.#statements.release.run(Number(attemptId), key);
  }

  async clear(key: string): Promise<void> {
    this.#statements.clear.run(key);
  }

  async pruneAttempts(before: Date): Promise<void> {
    this.#statements.pruneAttempts.run(before.toISOString());
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/**
 * Files made before sessions recorded their kind: their sessions were all opened by the storefront's
 * sign-in as far as anyone can prove, so they become storefront sessions and admins sign in again.
 */
function addSessionKind(db: Database.Database): void {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('sessions') as string[];
  if (!columns.includes('kind'))
    db.exec("ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'storefront'");
}
