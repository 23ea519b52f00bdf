import { ADMIN_PASSWORD_MIN_LENGTH, changePasswordRules } from '@verdant/domain/identity/account-rules';
import { Card, ChangePasswordForm } from '@verdant/web-kit';

/** Admin > Settings: the admin's own password; an admin account's must be longer than a shopper's. */
export function PasswordCard() {
  return (
    <Card className="max-w-xl p-6">
      <section aria-labelledby="password-title" className="space-y-5">
        <h2 id="password-title" className="font-display text-2xl text-leaf-900">
          Password
        </h2>
        <ChangePasswordForm
          rules={changePasswordRules}
          newPasswordHint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`}
        />
      </section>
    </Card>
  );
}
