import { PageMeta } from '@verdant/web-kit';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface InfoPageProps {
  /** The page's heading; the tab title adds the shop's name. */
  title: string;
  /** The meta description search engines show under the title. */
  description: string;
  icon: LucideIcon;
  /** The first thing read under the heading: what this page answers. */
  intro: ReactNode;
  children: ReactNode;
}

/** The frame every informational page shares: its title and description, a heading band, then the body. */
export function InfoPage({ title, description, icon: Icon, intro, children }: InfoPageProps) {
  return (
    <>
      <PageMeta title={`${title} | Verdant`} description={description} />
      <header className="bg-linear-to-br from-leaf-50 to-cream-100">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
          <span className="grid size-14 place-items-center rounded-full bg-white text-leaf-700 shadow-sm">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 font-display text-4xl text-leaf-900 sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-stone-700">{intro}</div>
        </div>
      </header>
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-14 sm:px-6">{children}</div>
    </>
  );
}
