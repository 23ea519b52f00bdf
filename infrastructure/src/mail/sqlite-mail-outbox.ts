import type Database from 'better-sqlite3';
import { emptyWriteAheadLog, openDatabase } from '../sqlite/open-database';
import type { MailOutbox, OutgoingMail, StoredMail } from './mail-outbox';

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  account_id: string | null;
  queued_at: string;
}

export class SqliteMailOutbox implements MailOutbox {
  private constructor(private readonly db: Database.Database) {}

  static async open(options: { file: string }): Promise<SqliteMailOutbox> {
    const db = openDatabase(options.file, { timeoutMs: 5_000 });
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE IF NOT EXISTS outbox (
      id TEXT PRIMARY KEY,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      account_id TEXT,
      queued_at TEXT NOT NULL,
      forgotten_at TEXT
    ) STRICT;
    CREATE INDEX IF NOT EXISTS outbox_by_account ON outbox (account_id);`);
    // Outboxes made before mail was overwritten on erasure lack the column; the servers and the job worker
    // opening one at once add it once.
    db.transaction(() => {
      const columns = db.pragma('table_info(outbox)') as { name: string }[];
      if (!columns.some((column) => column.name === 'forgotten_at'))
        db.exec('ALTER TABLE outbox ADD COLUMN forgotten_at TEXT');
    }).immediate();
    return new SqliteMailOutbox(db);
  }

  async send(mail: OutgoingMail): Promise<boolean> {
    const { changes } = this.db
      .prepare(
        'INSERT OR IGNORE INTO outbox (id, recipient, subject, body, account_id, queued_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(mail.id, mail.to, mail.subject, mail.text, mail.accountId, new Date().toISOString());
    return changes === 1;
  }

  async list(filter: { to?: string } = {}): Promise<StoredMail[]> {
    const rows = (
      filter.to === undefined
        ? this.db
            .prepare('SELECT * FROM outbox WHERE forgotten_at IS NULL ORDER BY queued_at DESC, rowid DESC')
            .all()
        : this.db
            .prepare(
              'SELECT * FROM outbox WHERE recipient = ? AND forgotten_at IS NULL ORDER BY queued_at DESC, rowid DESC',
            )
            .all(filter.to)
    ) as MailRow[];
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      accountId: row.account_id,
      queuedAt: row.queued_at,
    }));
  }

  /**
   * Overwrites the mail in its rows (the file zeroes the bytes a write frees: see openDatabase), then empties
   * the write-ahead log, which held the pages as they were. The log is emptied even when nothing was left to
   * overwrite: an erasure run again finishes what an interrupted one left.
   */
  async forgetMailOf(accountId: string): Promise<number> {
    const { changes } = this.db
      .prepare(
        `UPDATE outbox SET recipient = '', subject = '', body = '', forgotten_at = ?
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
