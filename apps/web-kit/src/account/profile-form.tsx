import type { ReactNode } from 'react';
import { type Refusal, refusalOf } from '../api/api-errors';
import { type RouterOutputs, trpc } from '../api/trpc';
import { useAuth } from '../auth/auth-provider';
import { InputField, inputKinds } from '../forms/form-fields';
import type { FormSchema } from '../forms/form-rules';
import { useShopForm } from '../forms/use-shop-form';
import { notify } from '../toast/notify';
import { Button } from '../ui/button';

type Profile = RouterOutputs['account']['profile'];
type ProfileValues = { fullName: string; phone: string };

export interface ProfileFormProps {
  profile: Profile;
  /** The domain's profile rules (full name and phone required), passed in: the kit's scripts carry no zod. */
  rules: FormSchema<ProfileValues>;
  phoneHint: string;
  savedMessage: string;
  failureMessage: (refusal: Refusal | null) => string;
  /** Read-only details shown after the editable fields. */
  children?: ReactNode;
}

/** The signed-in account's own name and phone: the shopper's account settings and the admin's settings. */
export function ProfileForm({
  profile,
  rules,
  phoneHint,
  savedMessage,
  failureMessage,
  children,
}: ProfileFormProps) {
  const { app } = useAuth();
  const utils = trpc.useUtils();
  // The back office edits its admin's own profile through its own session, never the storefront's.
  const update = (app === 'back-office' ? trpc.admin.account : trpc.account).updateProfile.useMutation();
  const form = useShopForm(rules, { fullName: profile.fullName ?? '', phone: profile.phone ?? '' });

  const submit = form.submit(async (changes) => {
    try {
      await update.mutateAsync(changes);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(failureMessage(refusal));
      form.showErrors(refusal?.fieldErrors ?? {});
      return;
    }
    // The refetch asks for this command's log position, so the header already greets the name just saved.
    await (app === 'back-office'
      ? Promise.all([utils.admin.account.profile.invalidate(), utils.admin.auth.session.invalidate()])
      : Promise.all([utils.account.profile.invalidate(), utils.auth.session.invalidate()]));
    // Show the values as saved (a phone typed as +91 98765 43210 is kept as its 10 digits).
    form.reset(changes);
    notify.success(savedMessage);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <InputField form={form} name="fullName" label="Full Name" required autoComplete="name" />
      <InputField form={form} name="phone" label="Phone" required hint={phoneHint} {...inputKinds.phone} />
      {children}
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save Changes'}
      </Button>
    </form>
  );
}
