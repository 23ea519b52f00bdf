import { buttonStyles, PageMeta } from '@verdant/web-kit';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';

/** A screen that crashed while rendering: say so and offer a way back to the dashboard. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('screen failed to render', error);
  }, [error]);
  return (
    <section className="flex flex-col items-start gap-4">
      <PageMeta title="Something went wrong | Verdant Admin" description="This screen could not be shown." />
      <h1 className="font-display text-3xl text-leaf-900">Something went wrong</h1>
      <p className="text-stone-700">This screen could not be shown. Please try again in a moment.</p>
      <Link to="/" className={buttonStyles()}>
        Back to Dashboard
      </Link>
    </section>
  );
}
