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

  it('keeps queued mail, newest first, and finds it by recipient across reopening', async () => {
    await outbox.queue({
      id: 'm-1',
      to: 'asha@example.in',
      subject: 'Welcome',
      text: 'Hello Asha',
      html: '<p>Hello Asha</p>',
      accountId: 'a-1',
    });
    await outbox.queue({
      id: 'm-2',
      to: 'ravi@example.in',
      subject: 'Welcome',
      text: 'Hello Ravi',
      html: '<p>Hello Ravi</p>',
      accountId: 'a-2',
    });
    await outbox.close();
    outbox = await SqliteMailOutbox.open({ file: join(directory, 'mail.sqlite') });

    expect((await outbox.list()).map((mail) => mail.to)).toEqual(['ravi@example.in', 'asha@example.in']);
    expect(await outbox.list({ to: 'asha@example.in' })).toEqual([
      expect.objectContaining({
        subject: 'Welcome',
        text: 'Hello Asha',
        html: '<p>Hello Asha</p>',
        accountId: 'a-1',
        state: 'queued',
        attempts: 0,
      }),
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
      html: `<p>${text}</p>`,
      accountId: 'a-1',
    };
    await outbox.queue(ashas);
    await outbox.queue({
      id: 'm-2',
      to: 'ravi@example.in',
      subject: 'Welcome',
      text: 'Hello Ravi',
      html: '<p>Hello Ravi</p>',
      accountId: 'a-2',
    });
    await outbox.recordTry('m-1', { state: 'failed', response: '550 <asha@example.in>: no such mailbox' });

    expect(await outbox.forgetMailOf('a-1')).toBe(1);

    expect((await outbox.list()).map((mail) => mail.to)).toEqual(['ravi@example.in']);
    const stored = await storedBytes();
    expect(stored.includes('Hello Ravi'), 'the search sees mail that is kept').toBe(true);
    expect(stored.includes('asha@example.in')).toBe(false);
    expect(stored.includes('Hello Asha')).toBe(false);
    expect(stored.includes('your plants are on their way')).toBe(false);
    expect(await outbox.get('m-1')).toBeNull();
    expect(await outbox.queue(ashas)).toBe(false);
    expect(await outbox.forgetMailOf('a-1')).toBe(0);
  });

  it('opens an outbox made before mail was overwritten on erasure or sent, and overwrites its mail', async () => {
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

    expect(await outbox.list()).toEqual([
      expect.objectContaining({ text: 'Hello Asha', html: '', state: 'queued', attempts: 0, sentAt: null }),
    ]);
    expect(await outbox.forgetMailOf('a-1')).toBe(1);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a mail once however often it is queued under the same id', async () => {
    const welcome = {
      id: 'welcome-a-1',
      to: 'asha@example.in',
      subject: 'Welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
      accountId: 'a-1',
    };

    expect(await outbox.queue(welcome)).toBe(true);
    expect(await outbox.queue({ ...welcome, text: 'Hello again' })).toBe(false);

    expect(await outbox.list()).toEqual([expect.objectContaining({ id: 'welcome-a-1', text: 'Hello' })]);
  });

  it('records each try at sending, and leaves a mail alone once sent or failed', async () => {
    const mail = (id: string) => ({
      id,
      to: 'asha@example.in',
      subject: 'S',
      text: 'T',
      html: 'H',
      accountId: null,
    });
    await outbox.queue(mail('m-1'));
    await outbox.queue(mail('m-2'));

    await outbox.recordTry('m-1', { state: 'queued', response: '451 Try again later' });
    expect(await outbox.get('m-1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      response: '451 Try again later',
    });
    await outbox.recordTry('m-1', { state: 'sent', response: '250 Queued' });
    await outbox.recordTry('m-1', { state: 'failed', response: '550 Too late' });
    await outbox.recordTry('m-2', { state: 'failed', response: '550 No such mailbox' });
    await outbox.recordTry('m-2', { state: 'sent', response: '250 Too late' });

    expect(await outbox.get('m-1')).toMatchObject({
      state: 'sent',
      attempts: 2,
      response: '250 Queued',
      sentAt: expect.any(String),
    });
    expect(await outbox.get('m-2')).toMatchObject({
      state: 'failed',
      attempts: 1,
      response: '550 No such mailbox',
      sentAt: null,
    });
    expect(await outbox.get('m-3')).toBeNull();
  });

  it('lists a page at a time, newest first', async () => {
    for (const id of ['m-1', 'm-2', 'm-3'])
      await outbox.queue({ id, to: 'asha@example.in', subject: id, text: 'T', html: 'H', accountId: null });

    expect((await outbox.list({ limit: 2 })).map((mail) => mail.id)).toEqual(['m-3', 'm-2']);
    expect((await outbox.list({ skip: 2, limit: 2 })).map((mail) => mail.id)).toEqual(['m-1']);
  });
});
