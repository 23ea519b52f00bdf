import { Card } from '@verdant/web-kit';
import { type ReactNode, useId } from 'react';

/** One titled part of the product form, labelled by its heading for screen-reader navigation. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} className="font-display text-2xl text-leaf-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
