import { cn, ScrollToTop, SkipLink } from '@verdant/web-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  const { pathname } = useLocation();
  // The home hero runs up under the clear top bar; every other page starts below the bar.
  const underBar = pathname === '/';
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop pathname={pathname} />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', !underBar && 'pt-16')}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
