import { profileRules } from '@verdant/domain/identity/account-rules';
import { Card, ErrorState, FormField, Input, ProfileForm, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { AddressesSection } from './addresses/addresses-section';
import { PasswordSection } from './password-section';

export function SettingsPanel() {
  const profile = trpc.account.profile.useQuery();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
      <div className="space-y-6">
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
              // Full name and phone are required; the email is the account's and cannot be changed here.
              <ProfileForm
                profile={profile.data}
                rules={profileRules}
                phoneHint="Your 10-digit mobile number."
                savedMessage="Profile updated successfully!"
                failureMessage={(refusal) => refusal?.message ?? 'Failed to update profile'}
              >
                <FormField label="Email" hint="Your email address cannot be changed.">
                  {(control) => <Input {...control} type="email" value={profile.data.email ?? ''} readOnly />}
                </FormField>
              </ProfileForm>
            )}
          </section>
        </Card>
        <Card className="p-6">
          <PasswordSection />
        </Card>
      </div>
      <Card className="p-6">
        <AddressesSection />
      </Card>
    </div>
  );
}
