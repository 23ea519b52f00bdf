import { Spinner, useAuth } from '@verdant/web-kit';
import { Navigate, Outlet } from 'react-router-dom';

/** Guards the pages that belong to a signed-in shopper: guests are sent to /auth. */
export function RequireSignIn() {
  const { loading, user } = useAuth();
  // Decide only once the first session check is done, so a signed-in shopper is never bounced to /auth.
  if (loading) return <Spinner label="Loading your account…" className="min-h-[50vh]" />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
