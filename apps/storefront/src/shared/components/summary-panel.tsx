import { cn } from '@verdant/web-kit';
import { type ReactNode, useId } from 'react';

/** The Order Summary beside a cart or a checkout: the server's figures and the way on. */
export function SummaryPanel({ className, children }: { className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm', className)}
    >
      <h2 id={titleId} className="font-display text-2xl text-leaf-900">
        Order Summary
      </h2>
      {children}
    </aside>
  );
}
