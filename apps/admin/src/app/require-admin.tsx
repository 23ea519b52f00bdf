import { Spinner, useAuth } from '@verdant/web-kit';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * The back office's guard: 'Loading...' while the session is checked, then the page for a
 * signed-in admin, or /admin/auth for anyone else. The server checks the admin role on every call as well;
 * this only keeps non-admins from a shell they could not use.
 */
export function RequireAdmin() {
  const { loading, isAdmin } = useAuth();
  if (loading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (!isAdmin) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
