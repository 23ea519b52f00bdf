import { trpc } from '../api/trpc';
import { useAuth } from '../auth/auth-provider';
import { InputField, inputKinds } from '../forms/form-fields';
import type { FormSchema } from '../forms/form-rules';
import { useShopForm } from '../forms/use-shop-form';
import { notify } from '../toast/notify';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { NewPasswordFields } from './new-password-fields';

type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export interface ChangePasswordFormProps {
  /** The domain's rules for a change of password, passed in: the kit's scripts carry no zod. */
  rules: FormSchema<PasswordChangeValues>;
  /** What the new password needs, as the server holds this account to it. */
  newPasswordHint: string;
}

/**
 * The signed-in account's own password: the shopper's account settings and the admin's settings. Once it is
 * changed every other session of the account ends; this browser stays signed in to the app it is in.
 */
export function ChangePasswordForm({ rules, newPasswordHint }: ChangePasswordFormProps) {
  const { app } = useAuth();
  // The back office changes its admin's password through its own session, never the storefront's.
  const change = (app === 'back-office' ? trpc.admin.account : trpc.account).changePassword.useMutation();
  const form = useShopForm(rules, { currentPassword: '', newPassword: '', confirmPassword: '' });

  const submit = form.submit(async (passwords) => {
    try {
      await change.mutateAsync(passwords);
    } catch (error) {
      form.refuse(error, 'Failed to change password');
      return;
    }
    form.reset();
    notify.success('Password changed successfully');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <InputField
        form={form}
        name="currentPassword"
        label="Current Password"
        required
        {...inputKinds.currentPassword}
      />
      <NewPasswordFields form={form} hint={newPasswordHint} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Changing…' : 'Change Password'}
      </Button>
    </form>
  );
}
