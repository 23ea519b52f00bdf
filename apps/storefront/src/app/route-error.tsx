import { buttonStyles, PageMeta } from '@verdant/web-kit';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';

/** A page that crashed while rendering: say so, keep the shop around it, and offer a way back. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('page failed to render', error);
  }, [error]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <PageMeta title="Something went wrong | Verdant" description="This page could not be shown." />
      <h1 className="font-display text-4xl text-leaf-900">Something went wrong</h1>
      <p className="text-stone-700">This page could not be shown. Please try again in a moment.</p>
      <Link to="/" className={buttonStyles()}>
        Return to Home
      </Link>
    </section>
  );
}
