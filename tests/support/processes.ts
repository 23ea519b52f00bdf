import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isolatedStores, withoutStoreUrls } from './external-stores';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  /** Everything printed, standard output and error interleaved. */
  output(): string;
  /** Standard output alone. */
  stdout(): string;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry point of this repository as its own Node process, collecting what it prints. A
 * process given a DATA_DIR gets the external stores the environment names, in that folder's namespace (as
 * a test shop on it does), unless `environment` says otherwise; one without gets none of their URLs.
 */
export function runEntryPoint(
  entry: string,
  environment: Record<string, string>,
  args: string[] = [],
): RunningProcess {
  const stores = environment.DATA_DIR ? isolatedStores(environment.DATA_DIR) : {};
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repositoryRoot,
    env: { ...withoutStoreUrls(process.env), ...stores, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let standardOutput = '';
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
    standardOutput += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => printed, stdout: () => standardOutput, exited };
}

/** Polls until `check` passes (returns without throwing) or the deadline passes. */
export async function waitUntil<T>(
  check: () => Promise<T>,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${describe()}\nlast error: ${String(lastError)}`);
}

/** Polls until `check` answers true, failing after `timeoutMs` (five seconds) with `what` did not happen. */
export function eventually(
  check: () => Promise<boolean>,
  what = 'the condition was not reached',
  timeoutMs = 5_000,
) {
  return waitUntil(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    timeoutMs,
    () => what,
  );
}
