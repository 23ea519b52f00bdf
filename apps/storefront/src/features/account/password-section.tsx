import { changePasswordRules, PASSWORD_MIN_LENGTH } from '@verdant/domain/identity/account-rules';
import { ChangePasswordForm } from '@verdant/web-kit';

/** The Settings tab's change of password: the current one, then the new one twice. */
export function PasswordSection() {
  return (
    <section aria-labelledby="password-title" className="space-y-5">
      <h2 id="password-title" className="font-display text-2xl text-leaf-900">
        Password
      </h2>
      <ChangePasswordForm
        rules={changePasswordRules}
        newPasswordHint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
    </section>
  );
}
