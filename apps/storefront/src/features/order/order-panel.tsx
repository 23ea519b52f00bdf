import { Card } from '@verdant/web-kit';
import type { ReactNode } from 'react';

/** One titled card of the order's page, labelled by its heading for screen-reader navigation. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-6">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="font-display text-xl text-leaf-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
