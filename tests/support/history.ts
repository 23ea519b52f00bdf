import { runEntryPoint } from './processes';

/** `npm run seed:history` into a fresh data folder: a deterministic generated history of `events` events. */
export async function generateHistory(dataDir: string, events: number, seed = 7) {
  const run = runEntryPoint('scripts/seed-history.ts', {}, [
    '--events',
    String(events),
    '--seed',
    String(seed),
    '--until',
    '2026-11-01',
    '--data-dir',
    dataDir,
  ]);
  return { code: await run.exited, output: run.output() };
}
