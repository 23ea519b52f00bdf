import { Card, PageMeta, Spinner, Tabs, useAuth } from '@verdant/web-kit';
import { Navigate } from 'react-router-dom';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth: Sign In and Sign Up tabs; a signed-in shopper, including one who just signed in, goes to /. */
export function AuthPage() {
  const { loading, user } = useAuth();
  if (user) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="auth-title" className="mx-auto max-w-md px-4 py-14 sm:py-20">
      <PageMeta
        title="Sign In or Sign Up | Verdant"
        description="Sign in to your Verdant account, or create one to save delivery addresses and follow your orders."
      />
      <h1 id="auth-title" className="text-center font-display text-4xl text-leaf-900">
        Welcome to Verdant
      </h1>
      <p className="mt-2 text-center text-stone-700">Sign in to your account, or create a new one.</p>
      <Card className="mt-8 p-6 sm:p-8">
        {loading ? (
          <Spinner label="Checking your session…" />
        ) : (
          <Tabs
            label="Sign in or sign up"
            tabs={[
              { id: 'sign-in', label: 'Sign In', panel: <SignInForm /> },
              { id: 'sign-up', label: 'Sign Up', panel: <SignUpForm /> },
            ]}
          />
        )}
      </Card>
    </section>
  );
}
