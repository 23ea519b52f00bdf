import { useLayoutEffect, useRef } from 'react';

/**
 * Scrolls to the top whenever the path changes; not on the first render, so a reload keeps
 * the browser's own scroll restoration. The apps pass the router's pathname.
 */
export function ScrollToTop({ pathname }: { pathname: string }) {
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
