import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlStyles } from './input';

/** A native select in the kit's control style: the browser keeps it keyboard and screen-reader friendly. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlStyles, 'h-[2.625rem]', className)} {...props} />;
}
