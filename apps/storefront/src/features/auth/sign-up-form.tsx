import { PASSWORD_MIN_LENGTH, signUpRules } from '@verdant/domain/identity/account-rules';
import { Button, FormAlert, FormField, Input, notify, trpc, useAuth, useForm } from '@verdant/web-kit';

export function SignUpForm() {
  const auth = useAuth();
  const signUp = trpc.auth.signUp.useMutation();
  const form = useForm({ fullName: '', email: '', phone: '', password: '', confirmPassword: '' });

  const submit = form.handleSubmit(async () => {
    const checked = form.check(signUpRules);
    if (!checked) return;
    try {
      await signUp.mutateAsync(checked);
    } catch (error) {
      form.refuse(error, 'Sign-up failed. Please try again.');
      return;
    }
    notify.success('Account created! Please check your email to verify.');
    // The server signs the new shopper in at once; the page then sends them to /.
    await auth.refresh();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <FormField label="Full Name" required error={form.errors.fullName}>
        {(control) => <Input {...control} {...form.bind('fullName')} autoComplete="name" />}
      </FormField>
      <FormField label="Email" required error={form.errors.email}>
        {(control) => <Input {...control} {...form.bind('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField label="Phone" required hint="Your 10-digit mobile number." error={form.errors.phone}>
        {(control) => (
          <Input {...control} {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField
        label="Password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={form.errors.password}
      >
        {(control) => (
          <Input {...control} {...form.bind('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField label="Confirm Password" required error={form.errors.confirmPassword}>
        {(control) => (
          <Input {...control} {...form.bind('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
