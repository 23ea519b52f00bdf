import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlStyles } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlStyles, 'min-h-24', className)} {...props} />;
}
