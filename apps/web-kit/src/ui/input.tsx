import type { ComponentProps } from 'react';
import { cn } from './cn';

export const controlStyles = cn(
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink shadow-xs',
  'placeholder:text-stone-500 focus-visible:border-leaf-600',
  'aria-invalid:border-red-700 disabled:bg-stone-100',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlStyles, className)} {...props} />;
}
