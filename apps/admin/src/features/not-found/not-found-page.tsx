import { buttonStyles, PageMeta } from '@verdant/web-kit';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no admin page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="flex flex-col items-start gap-4">
      <PageMeta title="Page not found | Verdant Admin" description="This admin page could not be found." />
      <h1 className="font-display text-4xl text-leaf-900">Oops! Page not found</h1>
      {/* Home, inside the back office, is the dashboard. */}
      <Link to="/" className={buttonStyles()}>
        Return to Home
      </Link>
    </section>
  );
}
