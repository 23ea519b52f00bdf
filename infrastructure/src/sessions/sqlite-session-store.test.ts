import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { sessionStoreContract } from './session-store.contract';
import { SqliteSessionStore } from './sqlite-session-store';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'verdant-sessions-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

sessionStoreContract('SQLite', () => SqliteSessionStore.open({ file: join(directory, 'sessions.sqlite') }));
