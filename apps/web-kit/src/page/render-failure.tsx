import { type ReactNode, useEffect } from 'react';
import { PageMeta } from './page-meta';

/** A page of the shop shows within its header and footer; a screen of the back office beside its sidebar. */
const layouts = {
  page: {
    section: 'mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center',
    heading: 'font-display text-4xl text-leaf-900',
  },
  screen: { section: 'flex flex-col items-start gap-4', heading: 'font-display text-3xl text-leaf-900' },
};

export interface RenderFailureProps {
  /** What the router caught: logged for whoever looks into it, never shown. */
  error: unknown;
  /** What could not be shown, in the app's words. */
  part: keyof typeof layouts;
  /** The app's name, as its page titles end. */
  appName: string;
  /** The way back, a router link of the app. */
  children: ReactNode;
}

/** A page that crashed while rendering: say so, and offer a way back. */
export function RenderFailure({ error, part, appName, children }: RenderFailureProps) {
  useEffect(() => {
    console.error(`${part} failed to render`, error);
  }, [part, error]);
  return (
    <section className={layouts[part].section}>
      <PageMeta
        title={`Something went wrong | ${appName}`}
        description={`This ${part} could not be shown.`}
      />
      <h1 className={layouts[part].heading}>Something went wrong</h1>
      <p className="text-stone-700">This {part} could not be shown. Please try again in a moment.</p>
      {children}
    </section>
  );
}
