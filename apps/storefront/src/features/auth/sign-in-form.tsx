import { signInRules } from '@verdant/domain/identity/account-rules';
import { Button, FormAlert, FormField, Input, notify, trpc, useAuth, useForm } from '@verdant/web-kit';

export function SignInForm() {
  const auth = useAuth();
  const signIn = trpc.auth.signIn.useMutation();
  const form = useForm({ email: '', password: '' });

  const submit = form.handleSubmit(async () => {
    const checked = form.check(signInRules);
    if (!checked) return;
    try {
      await signIn.mutateAsync(checked);
    } catch (error) {
      form.refuse(error, 'Sign-in failed. Please try again.');
      return;
    }
    notify.success('Signed in successfully!');
    // Once the session shows the shopper, the page sends them to / (SPEC.md 2.9).
    await auth.refresh();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <FormField label="Email" required error={form.errors.email}>
        {(control) => <Input {...control} {...form.bind('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField label="Password" required error={form.errors.password}>
        {(control) => (
          <Input {...control} {...form.bind('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
