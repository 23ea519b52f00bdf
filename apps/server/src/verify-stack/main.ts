/**
 * `npm run verify:stack -- --url <address> --admin-email <email>`: proves a running stack end to end, from
 * outside, as a shopper and an admin would use it, with a throwaway customer and coupon that it removes at
 * the end. Each step prints what it saw and how long it took; the verdict ends the output, and the exit code
 * is 0 only when every step passed. docs/verify-stack.md says what each step proves.
 */
import type { Step } from './proof';
import { messageOf, runSteps, verdictOf } from './proof';
import { newRun, type Run } from './run';
import { type Settings, settingsFrom, USAGE, UsageError } from './settings';
import { adminSignsIn } from './steps/admin-sign-in';
import { madeIsRemoved } from './steps/clean-up';
import {
  couponApplies,
  customerBrowses,
  customerSignsUp,
  orderPlacedAndCancelled,
} from './steps/customer-journey';
import { readsSeeWrites } from './steps/read-your-writes';
import { readModelChecked } from './steps/rebuild-check';
import { reportBuilt } from './steps/report';
import { workersAlive } from './steps/workers';

const EXIT_USAGE = 64;

export const STEPS: readonly Step<Run>[] = [
  adminSignsIn,
  customerSignsUp,
  customerBrowses,
  couponApplies,
  orderPlacedAndCancelled,
  readsSeeWrites,
  workersAlive,
  reportBuilt,
  readModelChecked,
  madeIsRemoved,
];

let settings: Settings | 'help';
try {
  settings = settingsFrom(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${messageOf(error)}\n\n${USAGE}`);
  process.exit(error instanceof UsageError || error instanceof TypeError ? EXIT_USAGE : 1);
}
if (settings === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const startedAt = performance.now();
const run = newRun(settings);
console.log(
  `verify:stack against ${settings.url} (run ${run.tag}, ${settings.servers} server${settings.servers === 1 ? '' : 's'} expected)`,
);
const results = await runSteps(STEPS, run, (line) => console.log(line));
await run.admin.api.admin.auth.signOut.mutate().catch(() => undefined);
const verdict = verdictOf(results, (performance.now() - startedAt) / 1_000);
console.log(verdict.text);
// A step cut short by its time limit may still hold a connection open.
process.exit(verdict.exitCode);
