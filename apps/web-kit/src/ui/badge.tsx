import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2.5 py-0.5 text-xs font-semibold text-leaf-800',
        className,
      )}
      {...props}
    />
  );
}
