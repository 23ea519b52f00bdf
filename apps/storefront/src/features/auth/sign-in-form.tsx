import { signInRules } from '@verdant/domain/identity/account-rules';
import { Button, FormAlert, InputField, inputKinds, trpc } from '@verdant/web-kit';
import { useSessionForm } from './use-session-form';

export function SignInForm() {
  const signIn = trpc.auth.signIn.useMutation();
  const { form, submit } = useSessionForm(
    signInRules,
    { email: '', password: '' },
    {
      send: (credentials) => signIn.mutateAsync(credentials),
      failure: 'Sign-in failed. Please try again.',
      success: 'Signed in successfully!',
    },
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <InputField form={form} name="email" label="Email" required {...inputKinds.email} />
      <InputField form={form} name="password" label="Password" required {...inputKinds.currentPassword} />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
