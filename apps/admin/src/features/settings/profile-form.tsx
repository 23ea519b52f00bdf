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

/** SPEC.md 5, Admin settings: full name and phone, both required. */
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
      // SPEC.md 8 words this toast itself; the server's reasons go under the fields they concern.
      notify.error('Failed to update profile');
      form.reject(refusalOf(error)?.fieldErrors ?? {});
      return;
    }
    form.setValues(checked);
    // The header greets the admin by the name just saved.
    await Promise.all([utils.account.profile.invalidate(), utils.auth.session.invalidate()]);
    notify.success('Profile updated successfully');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Full Name" required error={form.errors.fullName}>
        {(control) => <Input {...control} {...form.bind('fullName')} autoComplete="name" />}
      </FormField>
      <FormField label="Phone" required hint="A 10-digit mobile number." error={form.errors.phone}>
        {(control) => (
          <Input {...control} {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </FormField>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save Changes'}
      </Button>
    </form>
  );
}
