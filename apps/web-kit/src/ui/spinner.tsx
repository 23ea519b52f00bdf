import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** A loading message that screen readers announce; the label says what is loading. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-10 text-stone-600', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      <span>{label}</span>
    </div>
  );
}
