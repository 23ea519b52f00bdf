import { Button, useAuth } from '@verdant/web-kit';
import { ExternalLink, LogOut, PanelLeft } from 'lucide-react';

export interface AdminHeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AdminHeader({ sidebarId, sidebarOpen, onToggleSidebar }: AdminHeaderProps) {
  const { user, signOut, signingOut } = useAuth();
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/90 px-4 backdrop-blur-md sm:px-6">
      <button
        type="button"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
        className="grid size-10 place-items-center rounded-lg text-leaf-900 hover:bg-leaf-100"
      >
        <PanelLeft aria-hidden="true" className="size-5" />
      </button>
      <p className="font-display text-xl font-semibold text-leaf-900">
        Verdant <span className="font-sans text-sm font-medium text-stone-600">Admin</span>
      </p>
      <div className="ml-auto flex items-center gap-4">
        {/* The storefront is a separate app at the site root, so a plain link, not a router link. */}
        <a
          href="/"
          className="hidden items-center gap-1 rounded-md text-sm font-medium text-leaf-700 hover:underline sm:inline-flex"
        >
          View shop
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <p className="text-sm text-stone-700">Welcome, {user?.fullName || 'Admin'}</p>
        {/* Signed out, the shell's guard sends the visitor on to /admin/auth. */}
        <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {signingOut ? 'Logging out…' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
