import { useId } from 'react';

/** 'Question n of 5' with a percentage; the bar reads out as both. */
export function QuizProgress({ current, total }: { current: number; total: number }) {
  const labelId = useId();
  const percent = Math.round((current / total) * 100);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm font-medium text-stone-700">
        <span id={labelId}>
          Question {current} of {total}
        </span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-leaf-100"
      >
        <div
          className="h-full rounded-full bg-leaf-600 motion-safe:transition-[width] motion-safe:duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
