import { profileRules } from '@verdant/domain/identity/account-rules';
import {
  Button,
  FormField,
  Input,
  notify,
  type RouterOutputs,
  refusalOf,
  trpc,
  useForm,
} from '@verdant/web-kit';

type Profile = RouterOutputs['account']['profile'];

/** The Settings tab's profile (SPEC.md 5: full name and phone required; the email is read-only). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const update = trpc.account.updateProfile.useMutation();
  const form = useForm({ fullName: profile.fullName ?? '', phone: profile.phone ?? '' });

  const submit = form.handleSubmit(async () => {
    const checked = form.check(profileRules);
    if (!checked) return;
    try {
      await update.mutateAsync(checked);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to update profile');
      form.reject(refusal?.fieldErrors ?? {});
      return;
    }
    // Show the values as saved (a phone typed as +91 98765 43210 is kept as its 10 digits).
    form.setValues(checked);
    // The refetch asks for this command's log position, so it already shows the change.
    await Promise.all([utils.account.profile.invalidate(), utils.auth.session.invalidate()]);
    notify.success('Profile updated successfully!');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Full Name" required error={form.errors.fullName}>
        {(control) => <Input {...control} {...form.bind('fullName')} autoComplete="name" />}
      </FormField>
      <FormField label="Phone" required hint="Your 10-digit mobile number." error={form.errors.phone}>
        {(control) => (
          <Input {...control} {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField label="Email" hint="Your email address cannot be changed.">
        {(control) => <Input {...control} type="email" value={profile.email ?? ''} readOnly />}
      </FormField>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save Changes'}
      </Button>
    </form>
  );
}
