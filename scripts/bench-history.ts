/**
 * Analysts' figures for `npm run bench`: over a generated history of 1,000,000 events (`npm run seed:history`),
 * the sales-by-category report end to end through its CLI (reading the whole log, folding, writing its
 * collections, the CSV; targets: under 30 s, at least 35,000 events/s, peak RSS under 300 MB), and
 * `rebuild --check` of the product listing (under 60 s), each in a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { EventCodec, silentLogger } from '@verdant/platform';
import {
  EmbeddedReadStore,
  ProjectionRegistry,
  ProjectionRunner,
  SqliteEventStore,
  SqlitePersonalDataKeys,
} from '@verdant/platform/runtime';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { REPOSITORY } from './bench-server';

const EVENTS = 1_000_000;
const RUNS = 3;
/** As `npm run report` and `npm run rebuild` start them. */
const REPLAY_NODE_OPTIONS = ['--max-semi-space-size=4'];

/** What the process printed on standard error, and how long it took from start to exit. */
function run(
  entry: string,
  args: string[],
  dataDir: string,
  nodeOptions: string[] = [],
): { printed: string; wallSeconds: number } {
  const startedAt = performance.now();
  const result = spawnSync(process.execPath, [...nodeOptions, '--import', 'tsx', entry, ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${entry} failed (${result.status}): ${result.stderr}`);
  return { printed: result.stderr, wallSeconds: (performance.now() - startedAt) / 1_000 };
}

/** The live product listing built over the history, as the shop would have it, for the check to compare. */
async function buildProductListing(dataDir: string) {
  const eventStore = await SqliteEventStore.open({ file: join(dataDir, 'events.sqlite') });
  const keys = await SqlitePersonalDataKeys.open({ file: join(dataDir, 'keys.sqlite') });
  const readStore = await EmbeddedReadStore.open({ file: join(dataDir, 'read-models.sqlite') });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    codec: new EventCodec(eventCatalog, keys),
    registry: new ProjectionRegistry(readStore),
    projections: [productCatalogProjection],
    logger: silentLogger,
  });
  try {
    runner.start();
    if (!(await runner.waitFor(productCatalogProjection.name, await eventStore.headPosition(), 600_000)))
      throw new Error('the product listing did not catch up');
  } finally {
    await runner.stop();
    await readStore.close();
    await keys.close();
    await eventStore.close();
  }
}

const figure = (printed: string, pattern: RegExp) => {
  const found = printed.match(pattern);
  if (!found) throw new Error(`no figure ${pattern} in: ${printed}`);
  return Number(found[1]);
};

export interface HistoryFigures {
  generatedSeconds: number;
  events: number;
  /** The report's own time (reading, folding, writing its collections, the rows) and the process's, start to exit. */
  report: { seconds: number[]; wallSeconds: number[]; peakMiB: number[] };
  check: { seconds: number[]; wallSeconds: number[]; peakMiB: number[] };
}

export async function historyFigures(): Promise<HistoryFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-history-'));
  const dataDir = join(directory, 'shop');
  try {
    const { printed: generated } = run(
      'scripts/seed-history.ts',
      ['--events', String(EVENTS), '--until', '2026-11-24', '--data-dir', dataDir],
      dataDir,
    );
    const figures: HistoryFigures = {
      generatedSeconds: figure(generated, /in (\d+) s/),
      events: EVENTS,
      report: { seconds: [], wallSeconds: [], peakMiB: [] },
      check: { seconds: [], wallSeconds: [], peakMiB: [] },
    };
    for (let index = 0; index < RUNS; index++) {
      const { printed, wallSeconds } = run(
        'workers/src/report.ts',
        ['sales-by-category', '--out', join(directory, 'sales.csv')],
        dataDir,
        REPLAY_NODE_OPTIONS,
      );
      figures.report.seconds.push(figure(printed, /events in ([\d.]+) s/));
      figures.report.wallSeconds.push(wallSeconds);
      figures.report.peakMiB.push(figure(printed, /peak memory (\d+) MiB/));
    }
    await buildProductListing(dataDir);
    for (let index = 0; index < RUNS; index++) {
      const { printed, wallSeconds } = run(
        'workers/src/rebuild.ts',
        ['product-catalog', '--check'],
        dataDir,
        REPLAY_NODE_OPTIONS,
      );
      figures.check.seconds.push(figure(printed, /checked in ([\d.]+) s/));
      figures.check.wallSeconds.push(wallSeconds);
      figures.check.peakMiB.push(figure(printed, /peak memory (\d+) MiB/));
    }
    return figures;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
