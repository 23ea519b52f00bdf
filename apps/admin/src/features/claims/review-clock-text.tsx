import { cn } from '@verdant/web-kit';
import { Clock, TriangleAlert } from 'lucide-react';
import { reviewClock } from './review-clock';
import { useNow } from './use-now';

/**
 * The time left on a claim's review clock, or by how much it is overdue: in red with a warning sign, and in
 * the words themselves, so the colour is never the only sign. A clock not running shows a dash. `at`: a past
 * moment the clock is read at, as it stood then; the present (counting down) when absent.
 */
export function ReviewClockText({ dueAt, at = null }: { dueAt: string | null; at?: string | null }) {
  const ticking = useNow();
  const now = at === null ? ticking : new Date(at);
  if (dueAt === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not running</span>
      </>
    );
  }
  const { overdue, words } = reviewClock(dueAt, now);
  const Icon = overdue ? TriangleAlert : Clock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap',
        overdue ? 'font-semibold text-red-700' : 'text-stone-700',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {words}
    </span>
  );
}
