import type Database from 'better-sqlite3';
import { emptyWriteAheadLog, openDatabase } from '../sqlite/open-database';
import { PreparedStatements } from '../sqlite/prepared-statements';
import type { MailOutbox, MailState, OutgoingMail, SendingTry, StoredMail } from './mail-outbox';

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  html: string;
  account_id: string | null;
  state: MailState;
  attempts: number;
  response: string | null;
  queued_at: string;
  sent_at: string | null;
}

/** Columns added since the first outboxes, with the definition an older outbox gets them with. */
const LATER_COLUMNS = {
  forgotten_at: 'TEXT',
  html: "TEXT NOT NULL DEFAULT ''",
  state: "TEXT NOT NULL DEFAULT 'queued'",
  attempts: 'INTEGER NOT NULL DEFAULT 0',
  response: 'TEXT',
  sent_at: 'TEXT',
};

export class SqliteMailOutbox implements MailOutbox {
  readonly #statements: PreparedStatements;

  private constructor(private readonly db: Database.Database) {
    this.#statements = new PreparedStatements(db);
  }

  static async open(options: { file: string }): Promise<SqliteMailOutbox> {
    const db = openDatabase(options.file, { timeoutMs: 5_000 });
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE IF NOT EXISTS outbox (
      id TEXT PRIMARY KEY,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      account_id TEXT,
      queued_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX IF NOT EXISTS outbox_by_account ON outbox (account_id);
    CREATE INDEX IF NOT EXISTS outbox_by_queued_at ON outbox (queued_at);`);
    // The later columns come the way an outbox made by an earlier version gets them, new or not; the servers
    // and the job worker opening one at once add them once.
    db.transaction(() => {
      const columns = new Set(
        (db.pragma('table_info(outbox)') as { name: string }[]).map(({ name }) => name),
      );
      for (const [column, definition] of Object.entries(LATER_COLUMNS))
        if (!columns.has(column)) db.exec(`ALTER TABLE outbox ADD COLUMN ${column} ${definition}`);
    }).immediate();
    return new SqliteMailOutbox(db);
  }

  async queue(mail: OutgoingMail): Promise<boolean> {
    const { changes } = this.#statements
      .get(
        `INSERT OR IGNORE INTO outbox (id, recipient, subject, body, html, account_id, queued_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(mail.id, mail.to, mail.subject, mail.text, mail.html, mail.accountId, new Date().toISOString());
    return changes === 1;
  }

  async get(id: string): Promise<StoredMail | null> {
    const row = this.#statements.get('SELECT * FROM outbox WHERE id = ? AND forgotten_at IS NULL').get(id) as
      | MailRow
      | undefined;
    return row ? storedMail(row) : null;
  }

  async recordTry(id: string, outcome: SendingTry): Promise<void> {
    this.#statements
      .get(
        `UPDATE outbox SET state = ?, response = ?, attempts = attempts + 1, sent_at = ?
         WHERE id = ? AND state = 'queued' AND forgotten_at IS NULL`,
      )
      .run(outcome.state, outcome.response, outcome.state === 'sent' ? new Date().toISOString() : null, id);
  }

  async list(filter: { to?: string; skip?: number; limit?: number } = {}): Promise<StoredMail[]> {
    const byRecipient = filter.to === undefined ? '' : 'AND recipient = @to';
    const rows = this.#statements
      .get(
        `SELECT * FROM outbox WHERE forgotten_at IS NULL ${byRecipient}
         ORDER BY queued_at DESC, rowid DESC LIMIT @limit OFFSET @skip`,
      )
      .all({ to: filter.to, limit: filter.limit ?? -1, skip: filter.skip ?? 0 }) as MailRow[];
    return rows.map(storedMail);
  }

  /**
   * Overwrites the mail in its rows (the file zeroes the bytes a write frees: see openDatabase), then empties
   * the write-ahead log, which held the pages as they were. The log is emptied even when nothing was left to
   * overwrite: an erasure run again finishes what an interrupted one left.
   */
  async forgetMailOf(accountId: string): Promise<number> {
    const { changes } = this.#statements
      .get(
        `UPDATE outbox SET recipient = '', subject = '', body = '', html = '', response = NULL, forgotten_at = ?
         WHERE account_id = ? AND forgotten_at IS NULL`,
      )
      .run(new Date().toISOString(), accountId);
    emptyWriteAheadLog(this.db);
    return changes;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

const storedMail = (row: MailRow): StoredMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.body,
  html: row.html,
  accountId: row.account_id,
  state: row.state,
  attempts: row.attempts,
  response: row.response,
  queuedAt: row.queued_at,
  sentAt: row.sent_at,
});
