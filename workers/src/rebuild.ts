/**
 * `npm run rebuild -- <projection>... --check` (or `--all --check`): proves live read models equal to their
 * events. Each projection is rebuilt from the first event into scratch collections beside the live version,
 * up to the position the live version has applied, and compared document by document; any difference is
 * printed and the exit code is 1. Safe next to a running shop: nothing it writes is read, and it is dropped.
 *
 * A read model is rebuilt for good (blue-green, switching queries over once caught up) by raising its
 * projection's version: the shop then builds the new version beside the old one at its next start.
 */
import { parseArgs } from 'node:util';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { loadConfig } from '@verdant/infrastructure/config/config';
import { openHistoryStores } from '@verdant/infrastructure/platform';
import { EventCodec } from '@verdant/infrastructure/serialization/event-codec';
import { allProjections } from '@verdant/projections';
import { ProjectionRegistry } from '@verdant/projections/runner/projection-registry';
import { checkReadModel, type ReadModelCheck } from '@verdant/projections/runner/read-model-check';

const PROGRESS_EVERY_MS = 2_000;
const DIFFERENCES_SHOWN = 20;
const USAGE = 'Usage: npm run rebuild -- <projection>... --check, or --all --check';

function chosenProjections() {
  const { values, positionals } = parseArgs({
    options: { all: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const known = allProjections.map((projection) => projection.name);
  if (!values.check) {
    throw new UsageError(
      `${USAGE}\nTo rebuild a read model for good, raise its projection's version: the shop rebuilds it beside the live one at its next start and switches over once caught up.`,
    );
  }
  if (values.all === positionals.length > 0)
    throw new UsageError(`${USAGE}\nKnown projections: ${known.join(', ')}`);
  const unknown = positionals.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new UsageError(`Unknown projection: ${unknown.join(', ')}\nKnown projections: ${known.join(', ')}`);
  return values.all
    ? allProjections
    : allProjections.filter((projection) => positionals.includes(projection.name));
}

class UsageError extends Error {}

function describe(check: ReadModelCheck): string {
  if (check.status === 'not built') return `${check.projection}: not built yet, nothing to compare`;
  const summary = `${check.projection} v${check.version}: ${check.events.toLocaleString('en-US')} events up to position ${check.position}`;
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

let projections: typeof allProjections;
try {
  projections = chosenProjections();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const stores = await openHistoryStores(loadConfig());
const codec = new EventCodec(eventCatalog, stores.personalDataKeys);
const registry = new ProjectionRegistry(stores.readStore);
const interrupted = new AbortController();
process.once('SIGINT', () =>
  interrupted.abort(new Error('Interrupted: the scratch collections were dropped')),
);
let failed = false;
try {
  const head = await stores.eventStore.headPosition();
  for (const projection of projections) {
    let lastReport = Date.now();
    const startedAt = performance.now();
    const check = await checkReadModel(projection, {
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      codec,
      registry,
      signal: interrupted.signal,
      onProgress(position) {
        if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
        lastReport = Date.now();
        console.error(`${projection.name}: read up to position ${position} of ${head}`);
      },
    });
    console.log(describe(check));
    console.error(
      `${projection.name}: checked in ${((performance.now() - startedAt) / 1_000).toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`,
    );
    failed ||= check.status === 'different';
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  await stores.close();
}
process.exitCode = failed ? 1 : 0;
