import { InputField, inputKinds } from '../forms/form-fields';
import type { FormFieldBinding } from '../forms/use-shop-form';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** A new password typed twice, for a change of password and a reset alike. */
export function NewPasswordFields({
  form,
  hint,
}: {
  /** Any form whose values hold the two fields. */
  form: FormFieldBinding<NewPasswordValues>;
  /** What the new password needs, as the server holds the account to it. */
  hint: string;
}) {
  return (
    <>
      <InputField
        form={form}
        name="newPassword"
        label="New Password"
        required
        hint={hint}
        {...inputKinds.newPassword}
      />
      <InputField
        form={form}
        name="confirmPassword"
        label="Confirm New Password"
        required
        {...inputKinds.newPassword}
      />
    </>
  );
}
