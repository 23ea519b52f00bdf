import { buttonStyles, PageMeta, trpc } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The 404 page: the router's catch-all, and a product page's answer for a plant the shop does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { mutate: logNotFound } = trpc.site.logNotFound.useMutation();
  const logged = useRef<string | null>(null);

  // The server logs the unmatched path, once per path shown (React's development double
  // effects would otherwise log it twice). Fire and forget: `mutate` never throws, and a lost log line must
  // not trouble the shopper, so its outcome is not read.
  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    logNotFound({ path: pathname });
  }, [pathname, logNotFound]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <PageMeta
        title="Page not found | Verdant"
        description="The page you were looking for could not be found."
      />
      <p aria-hidden="true" className="font-display text-8xl text-leaf-700">
        404
      </p>
      <h1 className="font-display text-4xl text-leaf-900">Oops! Page not found</h1>
      <p className="text-stone-700">This page may have moved, or it never took root.</p>
      <Link to="/" className={buttonStyles()}>
        Return to Home
      </Link>
    </section>
  );
}
