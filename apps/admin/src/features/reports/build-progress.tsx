import { cn } from '@verdant/web-kit';
import { percentDone, progressLabel, type Report } from './report';

/**
 * How far a build has read the history. Not a live region: it changes twice a second, which a screen reader
 * would read out without end; the toast says when the build is done.
 */
export function BuildProgress({ title, progress }: { title: string; progress: Report['progress'] }) {
  const percent = progress ? percentDone(progress) : null;
  const label = progress ? progressLabel(progress) : 'Waiting for the build to start…';
  return (
    <div className="space-y-2">
      {/* Without progress yet the job is queued: an indeterminate bar, with no value to claim. */}
      <div
        role="progressbar"
        aria-label={`Building ${title}`}
        aria-valuemin={percent === null ? undefined : 0}
        aria-valuemax={percent === null ? undefined : 100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : label}
        className="h-2.5 overflow-hidden rounded-full bg-leaf-100"
      >
        <div
          className={cn(
            'h-full rounded-full',
            percent === null
              ? 'bg-leaf-300 motion-safe:animate-pulse'
              : 'bg-leaf-600 motion-safe:transition-[width]',
          )}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <p className="text-sm text-stone-700 tabular-nums">{label}</p>
    </div>
  );
}
