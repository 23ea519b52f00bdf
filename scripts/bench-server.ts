/**
 * The shop server for load benchmarks, started as `npm start` starts it (NODE_ENV=production, default log
 * level) in a process of its own: a load generator sharing its event loop would distort its figures.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { LIMITED_ACTIONS, loadConfig } from '@verdant/platform';
import { loadIdentitySecret } from '@verdant/platform/identity';
import { createLogger } from '@verdant/server/logging';
import { openShop, type Shop } from '@verdant/server/shop';
import type { LoadFigures, LoadJob, LoadOutcome, LoadPlan } from './bench-load-plan';
import { serverNodeArguments } from './server-command';

export type { LoadFigures } from './bench-load-plan';

/** The shop in this process, on the benchmark's data folder, for setting it up before the server starts. */
export async function withShop<T>(directory: string, use: (shop: Shop) => Promise<T>): Promise<T> {
  const shop = await openShop(
    loadConfig({ DATA_DIR: directory, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    createLogger('silent'),
  );
  try {
    return await use(shop);
  } finally {
    await shop.close();
  }
}

export const REPOSITORY = join(import.meta.dirname, '..');

const BENCH_RATE_LIMITS = LIMITED_ACTIONS.map((action) => `${action}=100000000/1m`).join(',');
const SERVER_START_TIMEOUT_MS = 60_000;

const SERVER_BUNDLE = join(REPOSITORY, 'apps', 'server', 'dist', 'bundle', 'main.mjs');

/**
 * The server as `npm start` starts it (its bundle, NODE_ENV=production, default log level), on a free local
 * port.
 */
export async function startServer(directory: string, environment: Record<string, string> = {}) {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('the server is not built: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, serverNodeArguments(), {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: directory,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      // Production refuses to start without its secrets; the one the set-up kept in the folder, if any.
      IDENTITY_SECRET: loadIdentitySecret(undefined, directory),
      ADMIN_SIGNIN_CODE: randomBytes(16).toString('hex'),
      // Thousands of orders and coupon checks a second from one address: the limits stay on (their cost is
      // measured with the rest) but so high that the load never meets them.
      RATE_LIMITS: BENCH_RATE_LIMITS,
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return running(child, port);
}

/**
 * Node's HTTP server answering every request with the bytes of `bodyFile`, in its own process like the shop:
 * the yardstick the shop's load figures are read against (scripts/bench-reference-server.ts).
 */
export async function startReferenceServer(bodyFile: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPOSITORY, 'scripts', 'bench-reference-server.ts')],
    {
      cwd: REPOSITORY,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), REFERENCE_BODY_FILE: bodyFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return running(child, port);
}

async function running(child: ChildProcess, port: number) {
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url);
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilHealthy(child: ChildProcess, url: string) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start in time');
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Load from autocannon in a process of its own (scripts/bench-load-generator.ts), the server in another: `runs`
 * measured runs after a warm-up. Fails if any answer is an error or not a 2xx (or not `expectedStatus`).
 */
export async function underLoad(
  label: string,
  plan: LoadPlan,
  runs: number,
  { expectedStatus, serverPid }: { expectedStatus?: number; serverPid?: number } = {},
): Promise<LoadFigures> {
  const generator = fork(join(REPOSITORY, 'scripts', 'bench-load-generator.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const outcome = new Promise<LoadOutcome>((resolve, reject) => {
    generator.once('message', (message) => resolve(message as LoadOutcome));
    generator.once('exit', (code) =>
      reject(new Error(`${label}: the load generator exited with code ${code}`)),
    );
  });
  try {
    generator.send({ label, plan, runs, expectedStatus, serverPid } satisfies LoadJob);
    const answer = await outcome;
    if ('error' in answer) throw new Error(answer.error);
    return answer.figures;
  } finally {
    if (generator.exitCode === null) generator.kill();
  }
}

/** VmHWM: the most memory the process ever had resident (null where /proc does not tell). */
export function peakMiBOf(pid: number | undefined): number | null {
  const status = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(status)) return null;
  const peak = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(status, 'utf8'));
  return peak ? Number(peak[1]) / 1024 : null;
}
