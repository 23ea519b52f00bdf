import { type SignIn, signInRules } from '@verdant/domain/identity/account-rules';
import { fieldErrorsFromIssues } from '@verdant/domain/shared/field-errors';
import type { FormCheck } from '@verdant/web-kit';

export interface AdminSignInValues {
  email: string;
  password: string;
  secretCode: string;
  /** The authenticator app's code or a recovery code; asked for once the server says the account has one. */
  oneTimeCode?: string;
}

export type AdminSignIn = SignIn & { secretCode: string; oneTimeCode?: string };

/** The shopper's sign-in rules, and a secret code typed: its value is checked on the server only. */
export const checkAdminSignIn: FormCheck<AdminSignInValues, AdminSignIn> = (values) => {
  const parsed = signInRules.safeParse(values);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  const secretCode = values.secretCode.trim();
  if (!secretCode) errors.secretCode = 'Admin secret code is required';
  if (!parsed.success || !secretCode) return { ok: false, errors };
  const oneTimeCode = values.oneTimeCode?.trim();
  return { ok: true, data: { ...parsed.data, secretCode, ...(oneTimeCode ? { oneTimeCode } : {}) } };
};
