import { Button, PageMeta, Tabs, useAuth } from '@verdant/web-kit';
import { LogOut } from 'lucide-react';
import { OrdersPanel } from './orders-panel';
import { SettingsPanel } from './settings-panel';

/** /account: Orders and Settings tabs, and Sign Out. Only reached signed in (RequireSignIn). */
export function AccountPage() {
  const { user, signOut, signingOut } = useAuth();
  return (
    <section aria-labelledby="account-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageMeta
        title="My Account | Verdant"
        description="Your Verdant orders, profile and saved delivery addresses."
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="account-title" className="font-display text-4xl text-leaf-900">
            My Account
          </h1>
          <p className="mt-1 text-stone-700">
            Signed in as <strong className="font-medium text-ink">{user?.email}</strong>
          </p>
        </div>
        {/* Signed out, the page's guard sends the shopper on to /auth. */}
        <Button variant="secondary" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {signingOut ? 'Signing out…' : 'Sign Out'}
        </Button>
      </div>
      <Tabs
        label="My account"
        className="mt-8"
        tabs={[
          { id: 'orders', label: 'Orders', panel: <OrdersPanel /> },
          { id: 'settings', label: 'Settings', panel: <SettingsPanel /> },
        ]}
      />
    </section>
  );
}
