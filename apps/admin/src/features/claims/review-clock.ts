const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ReviewClock {
  overdue: boolean;
  /** '3 h 20 min left', 'Overdue by 2 h'. */
  words: string;
}

/** The review clock in words at `now`: the time left until `dueAt`, or by how much it has passed. */
export function reviewClock(dueAt: string, now: Date): ReviewClock {
  const left = Date.parse(dueAt) - now.getTime();
  if (left >= MINUTE_MS) return { overdue: false, words: `${duration(left)} left` };
  if (left >= 0) return { overdue: false, words: 'Less than 1 min left' };
  if (-left < MINUTE_MS) return { overdue: true, words: 'Overdue by less than 1 min' };
  return { overdue: true, words: `Overdue by ${duration(-left)}` };
}

/**
 * A span of at least a minute in its two largest units, rounded down: '3 h 20 min', '2 h', '26 h 30 min';
 * from two days on, in days and hours: '3 d 1 h'. Rounded down, the time left is never more than there is.
 */
function duration(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  const units =
    ms >= 2 * DAY_MS
      ? [
          { unit: 'd', count: Math.floor(ms / DAY_MS) },
          { unit: 'h', count: hours % 24 },
        ]
      : [
          { unit: 'h', count: hours },
          { unit: 'min', count: Math.floor((ms % HOUR_MS) / MINUTE_MS) },
        ];
  return units
    .filter(({ count }) => count > 0)
    .map(({ unit, count }) => `${count} ${unit}`)
    .join(' ');
}
