import { signInRules } from '@verdant/domain/identity/account-rules';
import { Button, FormAlert, InputField, inputKinds, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { useSessionForm } from './use-session-form';

export function SignInForm() {
  const signIn = trpc.auth.signIn.useMutation();
  const [resetFor, setResetFor] = useState<string | null>(null);
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
    <>
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
        <FormAlert message={form.alert} />
        <InputField form={form} name="email" label="Email" required {...inputKinds.email} />
        <InputField form={form} name="password" label="Password" required {...inputKinds.currentPassword} />
        <Button type="submit" disabled={form.busy} className="w-full">
          {form.busy ? 'Signing in…' : 'Sign In'}
        </Button>
        <p className="text-center">
          <button
            type="button"
            onClick={() => setResetFor(form.getValues('email'))}
            className="rounded-sm text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        </p>
      </form>
      {/* Beside the sign-in form, not in it: the dialog holds a form of its own. */}
      <ForgotPasswordDialog email={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
