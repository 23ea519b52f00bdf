import {
  Button,
  FormAlert,
  InputField,
  inputKinds,
  notify,
  refusalOf,
  trpc,
  useAuth,
  useShopForm,
} from '@verdant/web-kit';
import { useEffect, useState } from 'react';
import { checkAdminSignIn } from './admin-sign-in';

/** What the form says when the server gave no reason of its own. */
const AUTHENTICATION_FAILED = 'Authentication failed';

export function AdminSignInForm() {
  const auth = useAuth();
  const signIn = trpc.admin.auth.signIn.useMutation();
  const form = useShopForm(checkAdminSignIn, { email: '', password: '', secretCode: '', oneTimeCode: '' });
  // An account with an authenticator app is asked for its code once the password is right.
  const [askingForCode, setAskingForCode] = useState(false);
  useEffect(() => {
    if (askingForCode) form.formRef.current?.querySelector<HTMLInputElement>('[name="oneTimeCode"]')?.focus();
  }, [askingForCode, form.formRef]);

  const submit = form.submit(async (credentials) => {
    try {
      await signIn.mutateAsync(credentials);
    } catch (error) {
      if (refusalOf(error)?.fieldErrors?.oneTimeCode) setAskingForCode(true);
      form.refuse(error, AUTHENTICATION_FAILED);
      // The server signs out an account it refuses as not an admin; the app must not keep showing it.
      await auth.refresh();
      return;
    }
    // Signed in is not enough: the session itself must show the admin role.
    const user = await auth.refresh();
    if (!user?.isAdmin) {
      form.setError('root', { message: AUTHENTICATION_FAILED });
      return;
    }
    // The page now sends the admin on to /admin.
    notify.success('Admin access granted!');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <InputField form={form} name="email" label="Email" required type="email" autoComplete="username" />
      <InputField form={form} name="password" label="Password" required {...inputKinds.currentPassword} />
      <InputField
        form={form}
        name="secretCode"
        label="Admin Secret Code"
        required
        type="password"
        autoComplete="off"
      />
      {askingForCode && (
        <InputField
          form={form}
          name="oneTimeCode"
          label="Authentication Code"
          required
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      )}
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? 'Authenticating...' : 'Access Admin Panel'}
      </Button>
    </form>
  );
}
