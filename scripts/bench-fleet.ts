/**
 * Fleet figures for `npm run bench`: the shop as two server processes (WORKERS=external, a projections
 * worker beside them) on one embedded data folder behind one port, against one such server behind the same
 * proxy: listing and add-to-cart throughput, and a command's answer from one instance until a read on the
 * other shows it (target: p99 under 50 ms); and order placement on one server whose read models and jobs
 * are worked by the two worker processes beside it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadIdentitySecret } from '@verdant/platform/identity';
import { roundRobinProxy } from '../tests/support/round-robin-proxy';
import { addToCartRequest, createProducts, signUpCustomers } from './bench-cart';
import { SHOPPER_LISTINGS, storefrontListingPath } from './bench-catalogue';
import { CUSTOMERS_FOR_PLACEMENTS, fillCarts, placingOrders, stockTheShop } from './bench-orders';
import { type LoadFigures, peakMiBOf, REPOSITORY, startServer, underLoad, withShop } from './bench-server';

const CONNECTIONS = 32;
const LOAD_RUNS = 3;
const LOAD_SECONDS = 5;
const VISIBILITY_SAMPLES = 1_000;

export interface FleetFigures {
  listing: Record<1 | 2, LoadFigures>;
  addToCart: Record<1 | 2, LoadFigures>;
  /** Milliseconds from a cart command's answer on one instance until the other's cart read shows it. */
  visibleElsewhereMs: number[];
}

const PROJECTIONS_WORKER = 'workers/src/projections-process.ts';
const JOBS_WORKER = 'apps/server/src/jobs-process.ts';

function startWorker(entry: string, environment: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPOSITORY,
    env: { ...process.env, ...environment, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function fleetFigures(): Promise<FleetFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-fleet-'));
  const environment = {
    DATA_DIR: directory,
    WORKERS: 'external',
    IDENTITY_SECRET: randomBytes(32).toString('hex'),
  };
  const lines = await withShop(directory, createProducts);
  const worker = startWorker(PROJECTIONS_WORKER, environment);
  const figures: FleetFigures = {
    listing: {} as FleetFigures['listing'],
    addToCart: {} as FleetFigures['addToCart'],
    visibleElsewhereMs: [],
  };
  let cookies: string[] = [];
  try {
    for (const size of [1, 2] as const) {
      const servers = await Promise.all(
        Array.from({ length: size }, () => startServer(directory, environment)),
      );
      const proxy = await roundRobinProxy(servers.map(({ url }) => url));
      try {
        if (cookies.length === 0) cookies = await signUpCustomers(proxy.url);
        const label = `${size} server${size === 1 ? '' : 's'} behind one port, ${CONNECTIONS} connections, ${LOAD_RUNS} runs of ${LOAD_SECONDS} s`;
        figures.listing[size] = await underLoad(
          label,
          {
            url: proxy.url,
            connections: CONNECTIONS,
            duration: LOAD_SECONDS,
            requests: SHOPPER_LISTINGS.map((listing) => ({
              method: 'GET',
              path: storefrontListingPath(listing),
            })),
          },
          LOAD_RUNS,
        );
        figures.addToCart[size] = await underLoad(
          label,
          {
            url: proxy.url,
            connections: CONNECTIONS,
            duration: LOAD_SECONDS,
            requests: [addToCartRequest(cookies, lines)],
          },
          LOAD_RUNS,
        );
        if (size === 2) figures.visibleElsewhereMs = await visibleOnTheOtherInstance(servers, cookies, lines);
      } finally {
        await proxy.close();
        await Promise.all(servers.map((server) => server.stop()));
      }
    }
    return figures;
  } finally {
    await stopProcess(worker);
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * A shopper's Add to Cart answered by one instance, then their cart read from the other with the answer's
 * position (as the storefront sends it): the time until that read answers with the plant in it.
 */
async function visibleOnTheOtherInstance(
  [writer, reader]: { url: string }[],
  cookies: string[],
  lines: { productId: string; variantId: string | null }[],
): Promise<number[]> {
  const waits: number[] = [];
  for (let sample = 0; sample < VISIBILITY_SAMPLES; sample++) {
    const cookie = cookies[sample % cookies.length]!;
    const line = lines[sample % lines.length]!;
    const added = await fetch(`${writer!.url}/trpc/cart.add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...line, quantity: 1 }),
    });
    const { result } = (await added.json()) as { result: { data: { position: string } } };
    const answered = performance.now();
    const cart = await fetch(`${reader!.url}/trpc/cart.get`, {
      headers: { cookie, 'x-read-after': result.data.position },
    });
    const body = await cart.text();
    if (!cart.ok || !body.includes(line.productId))
      throw new Error(`the other instance did not show the add: ${body}`);
    waits.push(performance.now() - answered);
  }
  return waits;
}

/** The most memory each worker had resident, in MiB (null where /proc does not tell). */
export interface WorkerPeaks {
  projections: number | null;
  jobs: number | null;
}

/**
 * Orders placed on one server (WORKERS=external) while a projections worker and a jobs worker, each in its
 * own process, feed the read models from the same data folder and send the mail, with each worker's peak
 * RSS; or, `withWorkers` false, with none of them running: the request's own work alone (reading the
 * streams, deciding, appending, answering), what the server can do with the read models and jobs off its
 * hands.
 */
export async function placementsBesideWorkers({
  withWorkers = true,
} = {}): Promise<LoadFigures & { workerPeaksMiB: WorkerPeaks | null }> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-fleet-orders-'));
  try {
    const customers = await withShop(directory, async (shop) =>
      fillCarts(shop, await stockTheShop(shop), CUSTOMERS_FOR_PLACEMENTS),
    );
    const environment = {
      DATA_DIR: directory,
      WORKERS: 'external',
      IDENTITY_SECRET: loadIdentitySecret(undefined, directory),
    };
    const workers = withWorkers
      ? [PROJECTIONS_WORKER, JOBS_WORKER].map((entry) => startWorker(entry, environment))
      : [];
    const carts = `3 plants and a coupon each, ${withWorkers ? 'its workers beside it' : 'no worker running'}`;
    try {
      const server = await startServer(directory, environment);
      try {
        const placements = await placingOrders(server, customers, carts);
        const [projections, jobs] = workers;
        const workerPeaksMiB =
          projections && jobs ? { projections: peakMiBOf(projections.pid), jobs: peakMiBOf(jobs.pid) } : null;
        return { ...placements, workerPeaksMiB };
      } finally {
        await server.stop();
      }
    } finally {
      await Promise.all(workers.map(stopProcess));
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
