import { afterAll, vi } from 'vitest';

// Test files share their worker process: what one file changed of the process's globals is put back
// before the next file runs (a spy, fake timers, a stubbed global or environment variable).
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
