import { PASSWORD_MIN_LENGTH, signUpRules } from '@verdant/domain/identity/account-rules';
import { Button, FormAlert, InputField, inputKinds, trpc } from '@verdant/web-kit';
import { useSessionForm } from './use-session-form';

export function SignUpForm() {
  const signUp = trpc.auth.signUp.useMutation();
  const { form, submit } = useSessionForm(
    signUpRules,
    { fullName: '', email: '', phone: '', password: '', confirmPassword: '' },
    {
      send: (account) => signUp.mutateAsync(account),
      failure: 'Sign-up failed. Please try again.',
      success: 'Account created! Please check your email to verify.',
    },
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <InputField form={form} name="fullName" label="Full Name" required autoComplete="name" />
      <InputField form={form} name="email" label="Email" required {...inputKinds.email} />
      <InputField
        form={form}
        name="phone"
        label="Phone"
        required
        hint="Your 10-digit mobile number."
        {...inputKinds.phone}
      />
      <InputField
        form={form}
        name="password"
        label="Password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...inputKinds.newPassword}
      />
      <InputField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        required
        {...inputKinds.newPassword}
      />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
