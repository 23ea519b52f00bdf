/**
 * `npm run bench`: throughput of the embedded stores on this machine, as medians of several runs.
 * Targets (foundation issue, 2-core machine): ≥10,000 single-event commands/s, ≥100,000 events/s read-all
 * replay, ≥50,000 events/s categories projection rebuild over 100,000 events; every read model rebuilt from a
 * shop-like history (scripts/bench-rebuild.ts). Also the cost of a sign-in refused for a wrong password next
 * to one refused for an unknown email (they should match), and the catalogue figures
 * (scripts/bench-catalogue.ts), cart figures (scripts/bench-cart.ts) and order figures
 * (scripts/bench-orders.ts), the embedded read store's sorted pages (scripts/bench-read-store.ts), the back
 * office over 100,000 orders (scripts/bench-admin.ts) and the analysts' report and read-model check over a
 * generated history of 1,000,000 events (scripts/bench-history.ts), the shop under load (scripts/bench-load.ts),
 * Lighthouse on the storefront's pages (scripts/bench-lighthouse.ts) and the fleet (scripts/bench-fleet.ts).
 * `npm run bench -- catalogue` (or another part's name, listed at the end) runs only that part.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { categoryDecider, categoryStreamId } from '@verdant/domain/catalog/category';
import { eventCatalog } from '@verdant/domain/event-catalog';
import {
  type CommandContext,
  EventCodec,
  type EventToAppend,
  handleCommand,
  loadConfig,
  silentLogger,
} from '@verdant/platform';
import { Argon2PasswordHasher, EmailFingerprinter, loadIdentitySecret } from '@verdant/platform/identity';
import { SqliteEventStore, type SqliteEventStoreOptions } from '@verdant/platform/runtime';
import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { SignIn } from '@verdant/server/identity/sign-in';
import { openShop } from '@verdant/server/shop';
import { backOfficeFigures } from './bench-admin';
import { readYourWritesWaits } from './bench-cart';
import { homeRouteScriptKilobytes, storefrontScriptsWithAdminCode } from './bench-catalogue';
import { fleetFigures, placementsBesideWorkers } from './bench-fleet';
import { historyFigures } from './bench-history';
import { lighthouseFigures } from './bench-lighthouse';
import { shopUnderLoad } from './bench-load';
import { placementsUnderLoad, placementToListWaits } from './bench-orders';
import { readStoreTimings } from './bench-read-store';
import { rebuildEveryReadModel, timeRebuilds } from './bench-rebuild';
import type { LoadFigures } from './bench-server';
import { countedStockPlacements } from './bench-stock';

const RUNS = 5;
const codec = new EventCodec(eventCatalog);
const context: CommandContext = {
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: 'bench', role: 'admin' },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const perSecond = (count: number, startedAt: bigint) =>
  count / (Number(process.hrtime.bigint() - startedAt) / 1e9);
const format = (value: number) => Math.round(value).toLocaleString('en-US');

async function withStore<T>(
  durability: SqliteEventStoreOptions['durability'],
  use: (store: SqliteEventStore, directory: string) => Promise<T>,
): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-'));
  const store = await SqliteEventStore.open({ file: join(directory, 'events.sqlite'), durability });
  try {
    return await use(store, directory);
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

/** Each command reads its stream, decides one CategoryCreated and appends it in its own transaction. */
async function commandsPerSecond(
  durability: SqliteEventStoreOptions['durability'],
  inFlight: number,
  commands: number,
) {
  return withStore(durability, async (eventStore) => {
    const eventSourcing = { eventStore, codec };
    let next = 0;
    const startedAt = process.hrtime.bigint();
    const client = async () => {
      while (next < commands) {
        const categoryId = `bench-${next++}`;
        await handleCommand(
          eventSourcing,
          categoryDecider,
          categoryStreamId(categoryId),
          { type: 'CreateCategory', data: { categoryId, name: `Category ${categoryId}`, slug: categoryId } },
          context,
        );
      }
    };
    await Promise.all(Array.from({ length: inFlight }, client));
    return perSecond(commands, startedAt);
  });
}

function categoryEvent(index: number, revision: number): EventToAppend {
  const categoryId = `c-${index}`;
  const data =
    revision === 0
      ? { categoryId, name: `Category ${index}`, slug: categoryId, description: null, imageUrl: null }
      : {
          categoryId,
          name: `Category ${index} (${revision})`,
          slug: categoryId,
          description: `Edit ${revision}`,
          imageUrl: null,
          previousSlug: categoryId,
        };
  return {
    type: revision === 0 ? 'CategoryCreated' : 'CategoryEdited',
    data,
    metadata: { ...context, at: new Date().toISOString(), schemaVersion: 1 },
  };
}

/** 100,000 events: 20,000 categories, each created and then edited four times. */
async function fillWithCategoryHistory(store: SqliteEventStore, events: number) {
  const editsPerCategory = 4;
  const categories = events / (editsPerCategory + 1);
  for (let index = 0; index < categories; index++) {
    const history = Array.from({ length: editsPerCategory + 1 }, (_, revision) =>
      categoryEvent(index, revision),
    );
    await store.append(categoryStreamId(`c-${index}`), history, { expectedRevision: 'no_stream' });
  }
}

async function batchedAppendEventsPerSecond(batchSize: number, batches: number) {
  return withStore('fsync', async (store) => {
    const startedAt = process.hrtime.bigint();
    for (let batch = 0; batch < batches; batch++) {
      const events = Array.from({ length: batchSize }, (_, revision) =>
        categoryEvent(batch, revision === 0 ? 0 : 1),
      );
      await store.append(`category-batch-${batch}`, events, { expectedRevision: 'no_stream' });
    }
    return perSecond(batchSize * batches, startedAt);
  });
}

async function replayAndRebuild(events: number) {
  return withStore('os', async (store, directory) => {
    await fillWithCategoryHistory(store, events);
    const replay: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let count = 0;
      const startedAt = process.hrtime.bigint();
      for await (const batch of store.readAll({ batchSize: 1_000 })) count += batch.length;
      if (count !== events) throw new Error(`replayed ${count} events, expected ${events}`);
      replay.push(perSecond(count, startedAt));
    }
    const rebuild = await timeRebuilds(store, codec, directory, [categoriesProjection], RUNS);
    return { replay: median(replay), rebuild: median(rebuild) };
  });
}

/** Wrong password and unknown email should cost the same: nobody learns which emails have accounts. */
async function signInTimings(attempts: number) {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-shop-'));
  const shop = await openShop(loadConfig({ DATA_DIR: directory, PROJECTIONS: 'external' }), silentLogger);
  try {
    await shop.identity.accounts.register(
      {
        fullName: 'Bench',
        email: 'bench@example.in',
        phone: '9876543210',
        password: 'right-one',
        confirmPassword: 'right-one',
      },
      context,
    );
    const neverThrottled = {
      claim: async () => 'uncounted',
      release: async () => {},
      clear: async () => {},
      pruneAttempts: async () => {},
    };
    const fingerprints = new EmailFingerprinter(loadIdentitySecret(undefined, directory));
    const signIn = new SignIn(
      shop.identity.accounts,
      new Argon2PasswordHasher(),
      fingerprints,
      neverThrottled,
    );
    const time = async (email: string) => {
      const samples: number[] = [];
      for (let attempt = 0; attempt < attempts; attempt++) {
        const startedAt = process.hrtime.bigint();
        await signIn
          .verify(email, 'wrong-one', { clientAddress: '127.0.0.1', correlationId: 'bench' })
          .catch(() => undefined);
        samples.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
      }
      return median(samples);
    };
    return { wrongPassword: await time('bench@example.in'), unknownEmail: await time('nobody@example.in') };
  } finally {
    await shop.close();
    await rm(directory, { recursive: true, force: true });
  }
}

/** A figure's target: at least (throughput), at most or below (latency, size). */
type Target = { sign: '≥' | '≤' | '<'; limit: number };
const atLeast = (limit: number): Target => ({ sign: '≥', limit });
const below = (limit: number): Target => ({ sign: '<', limit });
const atMost = (limit: number): Target => ({ sign: '≤', limit });
const meets = ({ sign, limit }: Target, value: number) =>
  sign === '≥' ? value >= limit : sign === '≤' ? value <= limit : value < limit;

async function measure(label: string, run: () => Promise<number>, unit: string, target?: Target) {
  const results: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt++) results.push(await run());
  report(label, median(results), unit, target, results);
  return median(results);
}

/** Small figures (milliseconds, seconds) keep two decimals; the rest are whole. */
const figure = (value: number) =>
  value < 100 && !Number.isInteger(value) ? value.toFixed(2) : format(value);

function report(label: string, value: number, unit: string, target?: Target, runs?: number[]) {
  const verdict =
    target === undefined
      ? ''
      : `  (target ${target.sign} ${format(target.limit)}: ${meets(target, value) ? 'met' : 'NOT met'})`;
  const spread = runs ? `  [runs: ${runs.map(figure).join(', ')}]` : '';
  console.log(`${label.padEnd(62)} ${figure(value).padStart(10)} ${unit}${verdict}${spread}`);
}

/**
 * The commands target judged on the default, durable store: one command at a time waits for its own fsync,
 * while concurrent commands share one fsync per group commit.
 */
function commandsTargetVerdict(target: Target, oneInFlight: number, sharingGroupCommits: number) {
  if (meets(target, oneInFlight)) return 'met one command at a time';
  if (meets(target, sharingGroupCommits)) {
    return 'met only with concurrent commands sharing a group commit; one command at a time: NOT met';
  }
  return 'NOT met';
}

async function storeFigures() {
  const commandsTarget = atLeast(10_000);
  const oneInFlight = await measure(
    'commands/s, 1 in flight, fsync per commit (default)',
    () => commandsPerSecond('fsync', 1, 3_000),
    'cmd/s',
    commandsTarget,
  );
  const sharingGroupCommits = await measure(
    'commands/s, 64 in flight sharing group commits (default)',
    () => commandsPerSecond('fsync', 64, 20_000),
    'cmd/s',
    commandsTarget,
  );
  await measure(
    'commands/s, 1 in flight, no fsync ("os", not durable)',
    () => commandsPerSecond('os', 1, 20_000),
    'cmd/s',
    commandsTarget,
  );
  console.log(
    `  → commands target ${commandsTarget.sign} ${format(commandsTarget.limit)}/s with the default durable store: ${commandsTargetVerdict(commandsTarget, oneInFlight, sharingGroupCommits)}`,
  );
  await measure(
    'batched appends: events/s in batches of 100 (fsync)',
    () => batchedAppendEventsPerSecond(100, 200),
    'events/s',
  );
  const { replay, rebuild } = await replayAndRebuild(100_000);
  report('read-all replay over 100,000 events', replay, 'events/s', atLeast(100_000));
  report('categories projection rebuild over 100,000 events', rebuild, 'events/s', atLeast(50_000));
  const everyReadModel = await rebuildEveryReadModel();
  report(
    `every read model rebuilt over a shop-like ${format(everyReadModel.events)} events`,
    median(everyReadModel.perSecond),
    'events/s',
    undefined,
    everyReadModel.perSecond,
  );
  const { wrongPassword, unknownEmail } = await signInTimings(20);
  report('sign-in, wrong password (median of 20)', wrongPassword, 'ms');
  report('sign-in, unknown email (median of 20)', unknownEmail, 'ms');
}

/** What a request cost the server's process (all its threads) and the load generator, in CPU time. */
function cpuLines(figures: LoadFigures, indent: string, per: string) {
  if (figures.serverCpuMicros === null)
    console.log(`${indent}skipped: the server's CPU per ${per} (only Linux reports it)`);
  else
    report(
      `${indent}server CPU per ${per}`,
      median(figures.serverCpuMicros),
      'µs',
      undefined,
      figures.serverCpuMicros,
    );
  report(
    `${indent}load generator CPU per ${per}`,
    median(figures.generatorCpuMicros),
    'µs',
    undefined,
    figures.generatorCpuMicros,
  );
}

async function shopLoadFigures() {
  const { reference, listing, notModified, addToCart, serverPeakMiB } = await shopUnderLoad();
  console.log(
    'the shop under load: 1,000 products, 10,000 signed-in customers, 32 connections, server in its own process',
  );
  const loadLine = (figures: LoadFigures, unit: string, rate?: Target, p99?: Target) => {
    console.log(`  ${figures.label}`);
    report('    per second', median(figures.perSecond), unit, rate, figures.perSecond);
    report('    p99 latency', median(figures.p99Ms), 'ms', p99, figures.p99Ms);
    cpuLines(figures, '    ', 'request');
  };
  loadLine(reference, 'req/s');
  loadLine(listing, 'req/s', atLeast(8_000), below(10));
  report('    share of the reference', (100 * median(listing.perSecond)) / median(reference.perSecond), '%');
  loadLine(notModified, 'req/s', atLeast(15_000), below(10));
  loadLine(addToCart, 'cmd/s', atLeast(3_000), below(30));
  if (serverPeakMiB === null) console.log("skipped: the server's peak RSS (only Linux reports it)");
  else report('  server peak RSS, all three loads', serverPeakMiB, 'MiB', atMost(200));
  const generatorPeaks = [listing, notModified, addToCart].map((figures) => figures.generatorPeakMiB);
  report('  load generator peak RSS (its own process)', Math.max(...generatorPeaks), 'MiB');
}

async function catalogueFigures() {
  const homeScripts = homeRouteScriptKilobytes();
  if (homeScripts === null) console.log('skipped: storefront home route size (run `npm run build` first)');
  else report('storefront home route JavaScript, brotli as sent', homeScripts, 'KB', atMost(150));
  const withAdminCode = storefrontScriptsWithAdminCode();
  if (withAdminCode === null) console.log('skipped: admin code check (run `npm run build` first)');
  else
    console.log(
      `${'storefront scripts carrying admin code'.padEnd(62)} ${withAdminCode.length === 0 ? 'none (met)' : `NOT met: ${withAdminCode.join(', ')}`}`,
    );
}

/** p-th percentile (0-100) of the samples, nearest rank. */
const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function cartFigures() {
  const waits = await readYourWritesWaits();
  console.log(
    `read-your-writes: a cart command's answer until the carts read model shows it (${format(waits.length)} adds, embedded)`,
  );
  report('  median wait', percentile(waits, 50), 'ms');
  report('  p99 wait', percentile(waits, 99), 'ms', below(20));
}

async function stockFigures() {
  const { spread, hot } = await countedStockPlacements();
  console.log(`order placement with counted stock, server in its own process: ${spread.label}`);
  report('  orders/s', median(spread.perSecond), 'orders/s', atLeast(500), spread.perSecond);
  report('  p99 latency', median(spread.p99Ms), 'ms', below(100), spread.p99Ms);
  cpuLines(spread, '  ', 'order');
  console.log(`order placement on one hot stocked plant: ${hot.label}`);
  report('  orders/s', median(hot.perSecond), 'orders/s', atLeast(300), hot.perSecond);
  report('  p99 latency', median(hot.p99Ms), 'ms', below(100), hot.p99Ms);
  cpuLines(hot, '  ', 'order');
}

async function orderFigures() {
  const { placements, checks } = await placementsUnderLoad();
  console.log(`order placement through HTTP, server in its own process: ${placements.label}`);
  report('  orders/s', median(placements.perSecond), 'orders/s', atLeast(1_000), placements.perSecond);
  report('  p99 latency', median(placements.p99Ms), 'ms', below(50), placements.p99Ms);
  cpuLines(placements, '  ', 'order');
  console.log(`coupon check through HTTP: ${checks.label}`);
  report('  checks/s', median(checks.perSecond), 'req/s', atLeast(2_000), checks.perSecond);
  const waits = await placementToListWaits();
  console.log(
    `an order's placement until the customer's order list shows it (${format(waits.length)} orders, embedded)`,
  );
  report('  median wait', percentile(waits, 50), 'ms');
  report('  p99 wait', percentile(waits, 99), 'ms', below(50));
}

async function readStoreFigures() {
  const { orders, runs, firstSortByTotalMs, timings } = await readStoreTimings();
  console.log(`embedded read store, ${format(orders)} orders (p50 / p99 in ms, medians of ${runs} runs)`);
  console.log(
    `${'  first page by total after loading (builds the index order)'.padEnd(62)} ${firstSortByTotalMs.toFixed(1)} ms`,
  );
  for (const { label, targetMs, p50Ms, p99Ms } of timings) {
    const verdict =
      targetMs === undefined
        ? ''
        : `  (target p99 < ${targetMs}: ${median(p99Ms) < targetMs ? 'met' : 'NOT met'})`;
    const figures = `${median(p50Ms).toFixed(2).padStart(8)} / ${median(p99Ms).toFixed(2).padStart(8)} ms`;
    console.log(
      `${`  ${label}`.padEnd(62)} ${figures}${verdict}  [p99 runs: ${p99Ms.map((ms) => ms.toFixed(2)).join(', ')}]`,
    );
  }
}

async function fleetBenchFigures() {
  const { listing, addToCart, visibleElsewhereMs } = await fleetFigures();
  for (const size of [1, 2] as const) {
    console.log(`the fleet: ${listing[size].label}`);
    report('  listing', median(listing[size].perSecond), 'req/s', undefined, listing[size].perSecond);
    report('    p99 latency', median(listing[size].p99Ms), 'ms', undefined, listing[size].p99Ms);
    report('  add to cart', median(addToCart[size].perSecond), 'cmd/s', undefined, addToCart[size].perSecond);
    report('    p99 latency', median(addToCart[size].p99Ms), 'ms', undefined, addToCart[size].p99Ms);
  }
  console.log(
    `a cart command answered by one instance until the other's cart read shows it (${format(visibleElsewhereMs.length)} adds)`,
  );
  report('  median', percentile(visibleElsewhereMs, 50), 'ms');
  report('  p99', percentile(visibleElsewhereMs, 99), 'ms', below(50));
  for (const withWorkers of [true, false]) {
    const placements = await placementsBesideWorkers({ withWorkers });
    console.log(`the fleet: order placement through HTTP on one server: ${placements.label}`);
    report('  orders/s', median(placements.perSecond), 'orders/s', undefined, placements.perSecond);
    report('  p99 latency', median(placements.p99Ms), 'ms', undefined, placements.p99Ms);
    cpuLines(placements, '  ', 'order');
    for (const [worker, peak] of Object.entries(placements.workerPeaksMiB ?? {})) {
      if (peak === null) console.log(`  skipped: the ${worker} worker's peak RSS (only Linux reports it)`);
      else report(`  ${worker} worker peak RSS`, peak, 'MiB');
    }
  }
}

async function adminFigures() {
  const figures = await backOfficeFigures();
  console.log(`the back office in its process, embedded stores: ${figures.label}`);
  for (const [query, samples] of Object.entries(figures.list))
    report(`  orders list, ${query}, p99`, percentile(samples, 99), 'ms', below(20));
  report('  dashboard, p99', percentile(figures.dashboard, 99), 'ms', below(10));
  report("  an order's timeline (50 events), p99", percentile(figures.timeline, 99), 'ms', below(10));
  report('  the order at a past moment (50 events), p99', percentile(figures.pastState, 99), 'ms', below(10));
}

async function analystFigures() {
  const figures = await historyFigures();
  console.log(
    `a generated history of ${format(figures.events)} events (written in ${figures.generatedSeconds} s), each run in its own process`,
  );
  const { report: built, check } = figures;
  report('  sales-by-category report', median(built.seconds), 's', below(30), built.seconds);
  report('    events/s', figures.events / median(built.seconds), 'events/s', atLeast(35_000));
  report('    process start to exit', median(built.wallSeconds), 's', undefined, built.wallSeconds);
  report('    peak RSS', median(built.peakMiB), 'MiB', below(300), built.peakMiB);
  report('  rebuild --check of the product listing', median(check.seconds), 's', below(60), check.seconds);
  report('    peak RSS', median(check.peakMiB), 'MiB', undefined, check.peakMiB);
}

/**
 * `npm run bench -- catalogue` (or `store`, `load`, `lighthouse`, `cart`, `orders`, `stock`, `read-store`,
 * `admin`, `history`, `fleet`) runs only that part.
 */
const parts = [
  'store',
  'catalogue',
  'load',
  'lighthouse',
  'cart',
  'orders',
  'stock',
  'read-store',
  'admin',
  'history',
  'fleet',
].filter((part) => process.argv.includes(part));
const runs = (part: string) => parts.length === 0 || parts.includes(part);
console.log(
  `Embedded store benchmarks, medians of ${RUNS} runs (Node ${process.version}, ${new Date().toISOString()})\n`,
);
if (runs('store')) await storeFigures();
if (runs('catalogue')) await catalogueFigures();
if (runs('load')) await shopLoadFigures();
if (runs('lighthouse')) await lighthouseFigures(report, median);
if (runs('cart')) await cartFigures();
if (runs('orders')) await orderFigures();
if (runs('stock')) await stockFigures();
if (runs('read-store')) await readStoreFigures();
if (runs('admin')) await adminFigures();
if (runs('history')) await analystFigures();
if (runs('fleet')) await fleetBenchFigures();
global.gc?.();
console.log(`\npeak RSS: ${format(process.resourceUsage().maxRSS / 1024)} MiB`);
