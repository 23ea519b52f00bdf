import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { cn } from './cn';

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  className?: string;
}

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-6 text-red-700" />
      <p className="text-red-900">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
