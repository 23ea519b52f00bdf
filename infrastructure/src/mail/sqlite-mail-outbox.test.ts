import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteMailOutbox } from './sqlite-mail-outbox';

describe('the embedded mail outbox', () => {
  let directory: string;
  let outbox: SqliteMailOutbox;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-mail-'));
    outbox = await SqliteMailOutbox.open({ file: join(directory, 'mail.sqlite') });
  });

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

  it('forgets every mail about an erased customer', async () => {
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

    expect(await outbox.forgetMailOf('a-1')).toBe(1);

    expect((await outbox.list()).map((mail) => mail.to)).toEqual(['ravi@example.in']);
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
