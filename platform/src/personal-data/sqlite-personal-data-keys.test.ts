import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataKeysContract } from './personal-data-keys.contract';
import { SqlitePersonalDataKeys } from './sqlite-personal-data-keys';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'verdant-keys-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});
const keysFile = () => join(directory, 'keys.sqlite');

personalDataKeysContract('SQLite', () => SqlitePersonalDataKeys.open({ file: keysFile() }));

describe('SQLite personal data keys', () => {
  it('keeps keys and erasures across reopening the file', async () => {
    const first = await SqlitePersonalDataKeys.open({ file: keysFile() });
    const key = await first.keyFor('kept');
    await first.erase('gone');
    await first.close();

    const reopened = await SqlitePersonalDataKeys.open({ file: keysFile() });
    expect(await reopened.find('kept')).toEqual(key);
    expect(await reopened.find('gone')).toBeNull();
    await reopened.close();
  });

  it('leaves an erased key in neither its file nor the file’s log', async () => {
    const keys = await SqlitePersonalDataKeys.open({ file: keysFile() });
    const kept = await keys.keyFor('kept-customer');
    const erased = await keys.keyFor('erased-customer');

    await keys.erase('erased-customer');

    const files = ['keys.sqlite', 'keys.sqlite-wal'].map((name) =>
      readFile(join(directory, name)).catch(() => Buffer.alloc(0)),
    );
    const stored = Buffer.concat(await Promise.all(files));
    expect(stored.includes(kept), 'the search sees keys that are kept').toBe(true);
    expect(stored.includes(erased)).toBe(false);
    await keys.close();
  });

  it('lets another process see an erasure from its next turn (its next request), though it had the key cached', async () => {
    const server = await SqlitePersonalDataKeys.open({ file: keysFile() });
    const worker = await SqlitePersonalDataKeys.open({ file: keysFile() });
    await server.keyFor('customer-x');
    expect(await worker.find('customer-x')).not.toBeNull();

    await server.erase('customer-x');
    await new Promise(setImmediate);

    expect(await worker.find('customer-x')).toBeNull();
    await server.close();
    await worker.close();
  });
});
