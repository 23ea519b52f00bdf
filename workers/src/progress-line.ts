import type { ReplayProgress } from '@verdant/platform/runtime';

const PLAIN_LINE_EVERY_MS = 5_000;

export function describeProgress({ done, total, eventsPerSecond, secondsLeft }: ReplayProgress): string {
  const count = (value: number) => Math.round(value).toLocaleString('en-US');
  const left = secondsLeft === null ? '' : `, ${Math.ceil(secondsLeft)} s left`;
  return `${count(done)} of ${count(total)} events (${count(eventsPerSecond)} events/s${left})`;
}

/**
 * Shows progress on standard error: one line rewritten in place on a terminal, a plain line every few
 * seconds otherwise (a log file, CI).
 */
export function progressPrinter(label: string) {
  let lastPlainLine = 0;
  let shown = false;
  return {
    show(progress: ReplayProgress): void {
      if (process.stderr.isTTY) {
        shown = true;
        process.stderr.write(`\r${label}: ${describeProgress(progress)}\u001b[K`);
      } else if (Date.now() - lastPlainLine >= PLAIN_LINE_EVERY_MS) {
        lastPlainLine = Date.now();
        process.stderr.write(`${label}: ${describeProgress(progress)}\n`);
      }
    },
    /** Ends the in-place line, so what follows starts on its own. */
    done(): void {
      if (shown) process.stderr.write('\n');
      shown = false;
    },
  };
}
