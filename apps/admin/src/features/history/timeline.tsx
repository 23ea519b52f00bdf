import type { ReactNode } from 'react';
import { formatShopMoment } from './shop-moment';

export interface TimelineEntry {
  key: string;
  /** What happened. */
  title: string;
  /** Who did it. */
  who: string;
  /** When, as an ISO moment: shown to the second in the shop's time, as 'View as of' takes it. */
  at: string;
  /** What was written or sent then (a claim's words and photos), under the entry. */
  details?: ReactNode;
}

/** A history as a line of dots, one entry each: what happened, under it who and when, then any details. */
export function Timeline({ label, entries }: { label: string; entries: readonly TimelineEntry[] }) {
  return (
    <ol aria-label={label} className="space-y-4 border-l-2 border-leaf-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.key} className="relative space-y-2">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-white bg-leaf-600"
          />
          <div>
            <p className="font-medium text-ink">{entry.title}</p>
            <p className="text-sm text-stone-600">
              {entry.who} · <time dateTime={entry.at}>{formatShopMoment(entry.at)}</time>
            </p>
          </div>
          {entry.details}
        </li>
      ))}
    </ol>
  );
}
