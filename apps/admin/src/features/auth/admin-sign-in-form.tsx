import { signInRules } from '@verdant/domain/identity/account-rules';
import {
  Button,
  checkForm,
  FormAlert,
  FormField,
  Input,
  notify,
  trpc,
  useAuth,
  useForm,
} from '@verdant/web-kit';

/** SPEC.md 8: what the form says when the server gave no reason of its own. */
const AUTHENTICATION_FAILED = 'Authentication failed';

export function AdminSignInForm() {
  const auth = useAuth();
  const signIn = trpc.admin.auth.signIn.useMutation();
  const form = useForm({ email: '', password: '', secretCode: '' });

  const submit = form.handleSubmit(async () => {
    const checked = checkForm(signInRules, form.values);
    const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    // The code's value is checked on the server only (DESIGN.md): here, only that one was typed.
    const secretCode = form.values.secretCode.trim();
    if (!secretCode) errors.secretCode = 'Admin secret code is required';
    if (!checked.ok || !secretCode) {
      form.reject(errors);
      return;
    }
    try {
      await signIn.mutateAsync({ ...checked.data, secretCode });
    } catch (error) {
      form.refuse(error, AUTHENTICATION_FAILED);
      // The server signs out an account it refuses as not an admin; the app must not keep showing it.
      await auth.refresh();
      return;
    }
    // SPEC.md's flow: after signing in, the session itself must show the admin.
    const user = await auth.refresh();
    if (!user?.isAdmin) {
      form.fail(AUTHENTICATION_FAILED);
      return;
    }
    // The page now sends the admin on to /admin.
    notify.success('Admin access granted!');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <FormField label="Email" required error={form.errors.email}>
        {(control) => <Input {...control} {...form.bind('email')} type="email" autoComplete="username" />}
      </FormField>
      <FormField label="Password" required error={form.errors.password}>
        {(control) => (
          <Input {...control} {...form.bind('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <FormField label="Admin Secret Code" required error={form.errors.secretCode}>
        {(control) => <Input {...control} {...form.bind('secretCode')} type="password" autoComplete="off" />}
      </FormField>
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? 'Authenticating...' : 'Access Admin Panel'}
      </Button>
    </form>
  );
}
