import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor; this is the shared label style.
  return <label className={cn('block text-sm font-medium text-ink', className)} {...props} />;
}
