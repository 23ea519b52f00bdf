import { cn } from '@verdant/web-kit';
import { type ReactNode, useId } from 'react';

/**
 * Running text styles for the informational pages: the kit has no typography plugin, and these pages are
 * mostly paragraphs, lists and the odd link.
 */
export const proseStyles = cn(
  'space-y-4 text-stone-800 leading-relaxed',
  '[&_a]:font-medium [&_a]:text-leaf-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-leaf-900',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-ink [&_h3]:font-semibold [&_h3]:text-ink [&_h3]:pt-2',
);

export interface InfoSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** One titled part of an informational page: a region named by its heading. */
export function InfoSection({ title, children, className }: InfoSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="font-display text-3xl text-leaf-900">
        {title}
      </h2>
      <div className={cn('mt-5', proseStyles)}>{children}</div>
    </section>
  );
}
