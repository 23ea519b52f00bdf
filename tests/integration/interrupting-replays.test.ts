import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '../support/history';
import { runEntryPoint } from '../support/processes';
import { openShopStores } from '../support/shop-stores';

const HISTORY_EVENTS = 60_000;
/** The history is generated into the embedded log's file, so the log stays embedded; the read store may not. */
const GENERATED_LOG = { EVENTSTORE_URL: '' };

/** Starts a replay CLI and presses Ctrl-C as soon as it shows its first progress. */
async function interruptAtFirstProgress(entry: string, args: string[], dataDir: string) {
  const run = runEntryPoint(entry, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...GENERATED_LOG }, args);
  run.child.stderr?.on('data', (chunk: Buffer) => {
    if (String(chunk).includes(' events (')) run.child.kill('SIGINT');
  });
  return { code: await run.exited, output: run.output() };
}

async function collectionsOf(dataDir: string) {
  const stores = await openShopStores(dataDir, GENERATED_LOG);
  try {
    return await stores.readStore.listCollections();
  } finally {
    await stores.close();
  }
}

describe('Ctrl-C during a replay of a generated history', () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'verdant-interrupt-'));
    dataDir = join(root, 'shop');
    expect((await generateHistory(dataDir, HISTORY_EVENTS)).code).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stops a report, keeping none of its collections, with exit code 130', async () => {
    const before = await collectionsOf(dataDir);

    const { code, output } = await interruptAtFirstProgress(
      'workers/src/report.ts',
      ['cart-abandonment', '--out', join(root, 'never.csv')],
      dataDir,
    );

    expect(output).toContain('Interrupted: nothing of the report was kept');
    expect(code).toBe(130);
    expect(await collectionsOf(dataDir)).toEqual(before);
  });

  it('stops a rebuild for good, switching nothing and keeping nothing it built, with exit code 130', async () => {
    const before = await collectionsOf(dataDir);

    const { code, output } = await interruptAtFirstProgress(
      'workers/src/rebuild.ts',
      ['admin-orders'],
      dataDir,
    );

    expect(output).toContain(
      'Interrupted: what was built is dropped, and queries read what they read before',
    );
    expect(code).toBe(130);
    expect(await collectionsOf(dataDir)).toEqual(before);
  });
});
