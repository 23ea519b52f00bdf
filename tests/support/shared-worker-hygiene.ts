import { afterAll, vi } from 'vitest';

const IMMEDIATES_PATIENCE_MS = 2_000;

/** Resolves once an immediate runs; false if none has after the patience (a real timer measures it). */
function immediatesRun(): Promise<boolean> {
  return new Promise((resolve) => {
    const patience = setTimeout(() => resolve(false), IMMEDIATES_PATIENCE_MS);
    setImmediate(() => {
      clearTimeout(patience);
      resolve(true);
    });
  });
}

// Test files share their worker process: what one file changed of the process's globals is put back
// before the next file runs (a spy, fake timers, a stubbed global or environment variable).
afterAll(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Node's real clearImmediate handed a fake immediate (a store closed after its test put real timers back)
  // corrupts the process's queue of immediates: every later file would hang. Named here, in the file at fault.
  if (!(await immediatesRun()))
    throw new Error(
      'setImmediate no longer runs in this worker: a fake immediate was cleared after real timers came back',
    );
});
