import { profileRules } from '@verdant/domain/identity/account-rules';
import { Card, ErrorState, PageMeta, ProfileForm, Spinner, trpc } from '@verdant/web-kit';
import { PasswordCard } from './password-card';
import { StockSettingsCard } from './stock-settings-card';
import { TaxDetailsCard } from './tax-details-card';
import { TwoFactorCard } from './two-factor-card';

/** Admin > Settings: the admin's own profile, full name and phone, both required. */
export function SettingsPage() {
  const profile = trpc.admin.account.profile.useQuery();
  return (
    <section className="space-y-6">
      <PageMeta title="Settings | Verdant Admin" description="Your own profile in the Verdant back office." />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Settings</h1>
        <p className="mt-1 text-stone-700">
          Your name, phone number and password, and the settings the whole shop follows.
        </p>
      </div>
      <Card className="max-w-xl p-6">
        <h2 className="mb-5 font-display text-2xl text-leaf-900">Profile</h2>
        {profile.isPending ? (
          <Spinner label="Loading your profile…" />
        ) : profile.isError ? (
          <ErrorState message="We couldn't load your profile." onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileForm
            profile={profile.data}
            rules={profileRules}
            phoneHint="A 10-digit mobile number."
            savedMessage="Profile updated successfully"
            // The back office's notice keeps its own words; the server's reasons go under their fields.
            failureMessage={() => 'Failed to update profile'}
          />
        )}
      </Card>
      <PasswordCard />
      <TwoFactorCard />
      <StockSettingsCard />
      <TaxDetailsCard />
    </section>
  );
}
