import { ScrollToTop, SkipLink } from '@verdant/web-kit';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

const SIDEBAR_ID = 'admin-sidebar';
/** Below this width the sidebar overlays the screen instead of sitting beside it. */
const WIDE_SCREEN = '(min-width: 768px)';

export function AdminLayout() {
  const { pathname } = useLocation();
  // Open by default wherever it fits beside the content; on a phone it would cover the screen.
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const closeSidebarIfOverlaying = () => {
    if (!window.matchMedia(WIDE_SCREEN).matches) setSidebarOpen(false);
  };

  return (
    <div className="min-h-screen bg-cream-50">
      <ScrollToTop pathname={pathname} />
      <SkipLink />
      <AdminHeader
        sidebarId={SIDEBAR_ID}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <div className="flex">
        <AdminSidebar id={SIDEBAR_ID} open={sidebarOpen} onNavigate={closeSidebarIfOverlaying} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
