import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A small rounded label, green unless `className` gives its colours: it replaces the default ones rather than
 * joining them, since which of two background classes wins depends on the stylesheet's order, not the markup.
 */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className ?? 'bg-leaf-100 text-leaf-800',
      )}
      {...props}
    />
  );
}
