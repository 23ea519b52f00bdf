import { PASSWORD_MIN_LENGTH, resetPasswordRules } from '@verdant/domain/identity/account-rules';
import { Button, Card, FormAlert, NewPasswordFields, PageMeta, trpc, useAuth } from '@verdant/web-kit';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSessionForm } from './use-session-form';

/**
 * /auth/reset: where the link in the reset mail lands. A new password, typed twice, ends every session of
 * the account and signs the shopper in here, then the home page opens.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useAuth();
  const reset = trpc.auth.resetPassword.useMutation();
  const { form, submit } = useSessionForm(
    resetPasswordRules,
    { newPassword: '', confirmPassword: '' },
    {
      send: (passwords) => reset.mutateAsync({ token, ...passwords }),
      failure: "We couldn't reset your password. Please try again.",
      success: 'Your password has been reset.',
    },
  );
  if (reset.isSuccess && user) return <Navigate to="/" replace />;

  return (
    <section aria-labelledby="reset-title" className="mx-auto max-w-md px-4 py-14 sm:py-20">
      <PageMeta
        title="Reset Password | Verdant"
        description="Choose a new password for your Verdant account."
      />
      <h1 id="reset-title" className="text-center font-display text-4xl text-leaf-900">
        Reset Password
      </h1>
      <p className="mt-2 text-center text-stone-700">Choose a new password for your account.</p>
      <Card className="mt-8 p-6 sm:p-8">
        <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
          <FormAlert message={form.alert} />
          <NewPasswordFields form={form} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
          <Button type="submit" disabled={form.busy} className="w-full">
            {form.busy ? 'Saving…' : 'Reset Password'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-700">
          Link not working?{' '}
          <Link to="/auth" className="font-medium text-leaf-800 underline underline-offset-4">
            Ask for a new one
          </Link>{' '}
          from the sign-in page.
        </p>
      </Card>
    </section>
  );
}
