import { Card, cn } from '@verdant/web-kit';
import { type ReactNode, useId } from 'react';

/** One titled card of the order's page, labelled by its heading for screen-reader navigation. */
export function OrderPanel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('p-6', className)}>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="font-display text-2xl text-leaf-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** A labelled figure of a panel: the term above, the value under it. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}
