/**
 * `npm run rebuild -- <projection>...` (or `--all`): rebuilds live read models for good, blue-green. Each is
 * replayed from the first event into a new build beside the live one, with progress, catches up with the
 * live log, and queries switch to it; the shop's projection runner then keeps the new build up to date, and
 * drops the old one a grace period later, once no process can still be reading it.
 *
 * `npm run rebuild -- <projection>... --check` (or `--all --check`): proves live read models equal to their
 * events. Each projection is rebuilt into scratch collections beside the live build, up to the position the
 * live build has applied, and compared document by document; any difference is printed and the exit code
 * is 1. The scratch collections are dropped.
 *
 * Both are safe next to a running shop: they read the log and write only their own collections, and
 * Ctrl-C leaves nothing behind (exit code 130).
 */
import { parseArgs } from 'node:util';
import { loadConfig, type Projection } from '@verdant/platform';
import {
  checkReadModel,
  dropRetiredBuilds,
  RETIRED_BUILD_GRACE_MS,
  type ReadModelCheck,
  type RebuildOutcome,
  rebuildReadModel,
  replayProgress,
} from '@verdant/platform/runtime';
import { growHeapBetweenFullCollectionsBy } from '@verdant/platform/small-heap';
import { allProjections } from '@verdant/projections';
import { openShopRuntime } from '@verdant/projections/shop-runtime';
import { progressPrinter } from './progress-line';
import { commandLine, UsageError } from './usage';

// A replay keeps little live besides what it builds.
growHeapBetweenFullCollectionsBy(10);

const DIFFERENCES_SHOWN = 20;
const USAGE = 'Usage: npm run rebuild -- <projection>... [--check], or --all [--check]';

function request() {
  const { values, positionals } = parseArgs({
    options: { all: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const known = allProjections.map((projection) => projection.name);
  if (values.all === positionals.length > 0)
    throw new UsageError(`${USAGE}\nKnown projections: ${known.join(', ')}`);
  const unknown = positionals.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new UsageError(`Unknown projection: ${unknown.join(', ')}\nKnown projections: ${known.join(', ')}`);
  const projections = values.all
    ? allProjections
    : allProjections.filter((projection) => positionals.includes(projection.name));
  return { projections, check: values.check };
}

const count = (value: number) => value.toLocaleString('en-US');
const peakMemoryMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);

function describeCheck(check: ReadModelCheck): string {
  if (check.status === 'not built') return `${check.projection}: not built yet, nothing to compare`;
  const summary = `${check.projection} v${check.version}: ${count(check.events)} events up to position ${check.position}`;
  if (check.status === 'equal') return `${summary}: equal to its events`;
  const shown = check.differences
    .slice(0, DIFFERENCES_SHOWN)
    .map(
      ({ collection, documentId, live, rebuilt }) =>
        `  ${collection} ${documentId}\n    live:    ${JSON.stringify(live)}\n    rebuilt: ${JSON.stringify(rebuilt)}`,
    );
  const more = check.differences.length - shown.length;
  return [
    `${summary}: ${check.differences.length} documents differ from their events`,
    ...shown,
    ...(more > 0 ? [`  … and ${more} more`] : []),
  ].join('\n');
}

function describeRebuild(outcome: RebuildOutcome): string {
  const rebuilt = `${outcome.projection} v${outcome.version}: rebuilt from ${count(outcome.events)} events up to position ${outcome.position} as build ${outcome.build}; queries read it now`;
  if (outcome.previousBuild === null) return rebuilt;
  return `${rebuilt}. The previous build ${outcome.previousBuild} is kept ${RETIRED_BUILD_GRACE_MS / 1_000} s for readers that looked it up before the switch, then the shop's projection runner drops it`;
}

const asked = commandLine(request);

const { stores, codec, registry } = await openShopRuntime(loadConfig(), { replay: true });
const interrupted = new AbortController();
process.once('SIGINT', () =>
  interrupted.abort(
    new Error('Interrupted: what was built is dropped, and queries read what they read before'),
  ),
);

async function run(projection: Projection, head: bigint): Promise<boolean> {
  const progress = progressPrinter(`${projection.name}${asked.check ? ' --check' : ''}`);
  const startedAt = performance.now();
  const deps = {
    eventStore: stores.eventStore,
    readStore: stores.readStore,
    codec,
    registry,
    signal: interrupted.signal,
    onProgress: (position: bigint) =>
      progress.show(replayProgress(Math.min(Number(position), Number(head)), Number(head), startedAt)),
  };
  try {
    let differs = false;
    if (asked.check) {
      const check = await checkReadModel(projection, deps);
      progress.done();
      console.log(describeCheck(check));
      differs = check.status === 'different';
    } else {
      const outcome = await rebuildReadModel(projection, deps);
      progress.done();
      console.log(describeRebuild(outcome));
    }
    console.error(
      `${projection.name}: ${asked.check ? 'checked' : 'rebuilt'} in ${((performance.now() - startedAt) / 1_000).toFixed(1)} s, peak memory ${peakMemoryMiB()} MiB`,
    );
    return !differs;
  } finally {
    progress.done();
  }
}

let succeeded = true;
try {
  if (!asked.check) await dropRetiredBuilds(stores.readStore, registry);
  const head = await stores.eventStore.headPosition();
  for (const projection of asked.projections) succeeded = (await run(projection, head)) && succeeded;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  succeeded = false;
} finally {
  await stores.close();
}
process.exitCode = interrupted.signal.aborted ? 130 : succeeded ? 0 : 1;
