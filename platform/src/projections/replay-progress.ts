/** How far a replay has got: log positions done of the head's (events, in the embedded store). */
export interface ReplayProgress {
  done: number;
  total: number;
  eventsPerSecond: number;
  secondsLeft: number | null;
}

/** The progress of a replay started at `startedAt` (a `performance.now()` reading). */
export function replayProgress(done: number, total: number, startedAt: number): ReplayProgress {
  const seconds = (performance.now() - startedAt) / 1_000;
  const eventsPerSecond = seconds > 0 ? done / seconds : 0;
  return {
    done,
    total,
    eventsPerSecond,
    secondsLeft: eventsPerSecond > 0 ? Math.max(0, total - done) / eventsPerSecond : null,
  };
}
