import { Card, PageMeta, Spinner, useAuth } from '@verdant/web-kit';
import { ShieldCheck } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { AdminSignInForm } from './admin-sign-in-form';

/** /admin/auth, outside the shell; an admin already signed in goes to /admin. */
export function AdminSignInPage() {
  const { loading, isAdmin } = useAuth();
  if (isAdmin) return <Navigate to="/" replace />;
  return (
    <main
      id="main"
      className="grid min-h-screen place-items-center bg-linear-to-br from-leaf-950 via-leaf-900 to-leaf-700 px-4 py-12"
    >
      <PageMeta
        title="Admin Sign In | Verdant Admin"
        description="Sign in to the Verdant back office with your admin account and secret code."
      />
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-leaf-100 text-leaf-700">
            <ShieldCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="font-display text-3xl text-leaf-900">Admin Access</h1>
          <p className="text-stone-700">Sign in with your admin account and the admin secret code.</p>
        </div>
        {loading ? <Spinner label="Loading..." /> : <AdminSignInForm />}
      </Card>
    </main>
  );
}
