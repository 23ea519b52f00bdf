/**
 * The proof's steps and its verdict. A step passes, fails (its error says why), or is not run because a step
 * it needs did not pass or what it needs was not given; the proof holds only when every step passed.
 */

export type Outcome =
  | { kind: 'passed'; detail: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'not run'; reason: string };

/** Thrown by a step that cannot run with what it was given: not a failure of the stack, and no proof either. */
export class NotRun extends Error {}

export interface Step<Run> {
  title: string;
  /** Titles of the steps whose success this one builds on. */
  needs?: string[];
  timeoutMs?: number;
  /** Answers what it saw; throws when the stack did not do what it should. */
  run(run: Run): Promise<string>;
}

export interface StepResult {
  number: number;
  title: string;
  outcome: Outcome;
  seconds: number;
}

const DEFAULT_STEP_TIMEOUT_MS = 60_000;

export async function runSteps<Run>(
  steps: readonly Step<Run>[],
  run: Run,
  print: (line: string) => void,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const [index, step] of steps.entries()) {
    const startedAt = performance.now();
    const outcome = await outcomeOf(step, run, results);
    const result = {
      number: index + 1,
      title: step.title,
      outcome,
      seconds: (performance.now() - startedAt) / 1_000,
    };
    results.push(result);
    print(describeResult(result));
  }
  return results;
}

async function outcomeOf<Run>(step: Step<Run>, run: Run, done: StepResult[]): Promise<Outcome> {
  const missing = (step.needs ?? []).filter(
    (title) => done.find((result) => result.title === title)?.outcome.kind !== 'passed',
  );
  if (missing.length > 0) return { kind: 'not run', reason: `needs "${missing.join('", "')}"` };
  try {
    return {
      kind: 'passed',
      detail: await withinTime(step.run(run), step.timeoutMs ?? DEFAULT_STEP_TIMEOUT_MS),
    };
  } catch (error) {
    const reason = messageOf(error);
    return error instanceof NotRun ? { kind: 'not run', reason } : { kind: 'failed', reason };
  }
}

async function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${(timeoutMs / 1_000).toFixed(0)} s`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const MARKS = { passed: 'PASS', failed: 'FAIL', 'not run': 'SKIP' } as const;

export function describeResult({ number, title, outcome, seconds }: StepResult): string {
  const head = `${MARKS[outcome.kind]} ${String(number).padStart(2)}. ${title} (${seconds.toFixed(1)} s)`;
  const text = outcome.kind === 'passed' ? outcome.detail : `${outcome.kind}: ${outcome.reason}`;
  return `${head}\n${text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n')}`;
}

export interface Verdict {
  exitCode: 0 | 1 | 2;
  text: string;
}

/** 0: every step passed; 1: a step failed; 2: nothing failed, but a step was not run, so nothing is proven. */
export function verdictOf(results: readonly StepResult[], seconds: number): Verdict {
  const numbered = (kind: Outcome['kind']) =>
    results.filter((result) => result.outcome.kind === kind).map((result) => `${result.number}`);
  const failed = numbered('failed');
  const notRun = numbered('not run');
  const took = `${results.length} steps in ${seconds.toFixed(1)} s`;
  if (failed.length > 0)
    return {
      exitCode: 1,
      text: `VERDICT: FAILED: step ${failed.join(', ')} failed${notRun.length > 0 ? `, step ${notRun.join(', ')} not run` : ''} (${took})`,
    };
  if (notRun.length > 0)
    return { exitCode: 2, text: `VERDICT: NOT PROVEN: step ${notRun.join(', ')} not run (${took})` };
  return { exitCode: 0, text: `VERDICT: PROVEN: every step passed (${took})` };
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
