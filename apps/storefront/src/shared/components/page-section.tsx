import { cn, PageMeta } from '@verdant/web-kit';
import { type ReactNode, useId } from 'react';

interface PageSectionProps {
  /** The page's heading, and with the shop's name its tab title. */
  title: string;
  /** The meta description search engines show under the title. */
  description: string;
  className?: string;
  children: ReactNode;
}

/** The frame of a shopper's own pages (cart, wishlist, checkout): title, description, heading, then the body. */
export function PageSection({ title, description, className, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto px-4 py-12 sm:px-6', className)}>
      <PageMeta title={`${title} | Verdant`} description={description} />
      <h1 id={headingId} className="font-display text-4xl text-leaf-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
