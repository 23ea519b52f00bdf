import { Card, ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { AddressesSection } from './addresses/addresses-section';
import { ProfileForm } from './profile-form';

export function SettingsPanel() {
  const profile = trpc.account.profile.useQuery();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
      <Card className="p-6">
        <section aria-labelledby="profile-title" className="space-y-5">
          <h2 id="profile-title" className="font-display text-2xl text-leaf-900">
            Profile
          </h2>
          {profile.isPending ? (
            <Spinner label="Loading your profile…" />
          ) : profile.isError ? (
            <ErrorState
              message={refusalOf(profile.error)?.message ?? "We couldn't load your profile."}
              onRetry={() => void profile.refetch()}
            />
          ) : (
            <ProfileForm profile={profile.data} />
          )}
        </section>
      </Card>
      <Card className="p-6">
        <AddressesSection />
      </Card>
    </div>
  );
}
