import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { leaseStoreContract } from './lease-store.contract';
import { SqliteLeaseStore } from './sqlite-lease-store';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'verdant-leases-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

// Every store opens the same file, as the processes sharing one data folder do.
leaseStoreContract('SQLite', () => SqliteLeaseStore.open({ file: join(directory, 'leases.sqlite') }));
