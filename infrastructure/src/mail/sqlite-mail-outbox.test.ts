import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteMailOutbox } from './sqlite-mail-outbox';

describe('the embedded mail outbox', () => {
  let directory: string;
  let outbox: SqliteMailOutbox;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-mail-'));
    outbox = await SqliteMailOutbox.open({ file: join(directory, 'mail.sqlite') });
  });

  /** The outbox file and its write-ahead log, as they lie on disk while the outbox is open. */
  async function storedBytes(): Promise<Buffer> {
    const files = ['mail.sqlite', 'mail.sqlite-wal'].map((name) =>
      readFile(join(directory, name)).catch(() => Buffer.alloc(0)),
    );
    return Buffer.concat(await Promise.all(files));
  }

  afterEach(async () => {
    await outbox.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps sent mail, newest first, and finds it by recipient across reopening', async () => {
    await outbox.send({
      id: 'm-1',
      to: 'asha@example.in',
      subject: 'Welcome',
      text: 'Hello Asha',
      accountId: 'a-1',
    });
    await outbox.send({
      id: 'm-2',
      to: 'ravi@example.in',
      subject: 'Welcome',
      text: 'Hello Ravi',
      accountId: 'a-2',
    });
    await outbox.close();
    outbox = await SqliteMailOutbox.open({ file: join(directory, 'mail.sqlite') });

    expect((await outbox.list()).map((mail) => mail.to)).toEqual(['ravi@example.in', 'asha@example.in']);
    expect(await outbox.list({ to: 'asha@example.in' })).toEqual([
      expect.objectContaining({ subject: 'Welcome', text: 'Hello Asha', accountId: 'a-1' }),
    ]);
  });

  it('overwrites every mail about an erased customer in the file and its log, and never sends it again', async () => {
    // Long enough to run over pages of its own, as an order's mail may.
    const text = `Hello Asha, ${'your plants are on their way. '.repeat(200)}`;
    const ashas = {
      id: 'm-1',
      to: 'asha@example.in',
      subject: 'Welcome',
      text,
      accountId: 'a-1',
    };
    await outbox.send(ashas);
    await outbox.send({
      id: 'm-2',
      to: 'ravi@example.in',
      subject: 'Welcome',
      text: 'Hello Ravi',
      accountId: 'a-2',
    });

    expect(await outbox.forgetMailOf('a-1')).toBe(1);

    expect((await outbox.list()).map((mail) => mail.to)).toEqual(['ravi@example.in']);
    const stored = await storedBytes();
    expect(stored.includes('Hello Ravi'), 'the search sees mail that is kept').toBe(true);
    expect(stored.includes('asha@example.in')).toBe(false);
    expect(stored.includes('Hello Asha')).toBe(false);
    expect(stored.includes('your plants are on their way')).toBe(false);
    expect(await outbox.send(ashas)).toBe(false);
    expect(await outbox.forgetMailOf('a-1')).toBe(0);
  });

  it('opens an outbox made before mail was overwritten on erasure, and overwrites its mail', async () => {
    await outbox.close();
    const file = join(directory, 'older.sqlite');
    const older = new Database(file);
    older.exec(`CREATE TABLE outbox (id TEXT PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL,
      body TEXT NOT NULL, account_id TEXT, queued_at TEXT NOT NULL) STRICT`);
    older
      .prepare('INSERT INTO outbox VALUES (?, ?, ?, ?, ?, ?)')
      .run('m-1', 'asha@example.in', 'Welcome', 'Hello Asha', 'a-1', '2026-01-01T00:00:00.000Z');
    older.close();
    outbox = await SqliteMailOutbox.open({ file });

    expect(await outbox.list()).toHaveLength(1);
    expect(await outbox.forgetMailOf('a-1')).toBe(1);
    expect(await outbox.list()).toEqual([]);
  });

  it('sends a mail once however often it is sent under the same id', async () => {
    const welcome = {
      id: 'welcome-a-1',
      to: 'asha@example.in',
      subject: 'Welcome',
      text: 'Hello',
      accountId: 'a-1',
    };

    expect(await outbox.send(welcome)).toBe(true);
    expect(await outbox.send({ ...welcome, text: 'Hello again' })).toBe(false);

    expect(await outbox.list()).toEqual([expect.objectContaining({ id: 'welcome-a-1', text: 'Hello' })]);
  });
});
