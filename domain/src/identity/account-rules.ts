import { z } from 'zod';
import { blankAsNull } from '../shared/validation';

export const PASSWORD_MIN_LENGTH = 6;
export const SERVED_COUNTRY = 'India';

/** One spelling per mailbox, so `Asha@Example.com ` and `asha@example.com` are the same account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Shoppers type mobiles as `+91 98765 43210`, `098765-43210` or `9876543210`; all are stored as the 10 digits.
 * Input that is not an Indian mobile is left as typed (without separators) for the rule to refuse.
 */
export function normalisePhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  return /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact)?.[1] ?? compact;
}

export const requiredText = (label: string, maxLength: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);

export const fullNameRule = requiredText('Full name', 100);

export const emailRule = z
  .string()
  .overwrite(normaliseEmail)
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const phoneRule = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .overwrite(normalisePhone)
  .regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number');

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Never trimmed: spaces a shopper typed are part of the password. */
const passwordOfAtLeast = (minLength: number, tooShort: string) =>
  z
    .string()
    .min(1, 'Password is required')
    .min(minLength, tooShort)
    .max(128, 'Password must be at most 128 characters');

export const passwordRule = passwordOfAtLeast(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

/** An admin account reaches every customer and order, so its password must be longer. */
export const adminPasswordRule = passwordOfAtLeast(
  ADMIN_PASSWORD_MIN_LENGTH,
  `Admin passwords must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
);

/** The sign-up form: every field required, and two passwords of 6 or more characters that match. */
export const signUpRules = z
  .object({
    fullName: fullNameRule,
    email: emailRule,
    phone: phoneRule,
    password: passwordRule,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Sign-in checks presence only: the length rule may change, older passwords must still sign in. */
export const signInRules = z.object({
  email: emailRule,
  password: z.string().min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
});

/**
 * Changing a password: the current one only present (the length rule may have changed since it was
 * chosen), the new one by today's rule, typed twice.
 */
export const changePasswordRules = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(128, 'Password must be at most 128 characters'),
    newPassword: passwordRule,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** "Forgot password?": the email to send a reset link to. */
export const forgotPasswordRules = z.object({ email: emailRule });

/** A new password chosen through a mailed reset link: by today's rule, typed twice. */
export const resetPasswordRules = z
  .object({
    newPassword: passwordRule,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** The customer's Settings tab and the admin's Settings page: full name and phone required. */
export const profileRules = z.object({ fullName: fullNameRule, phone: phoneRule });

/** The country field defaults to India and accepts no other: the shop delivers only within India. */
const countryRule = z
  .string()
  .nullish()
  .transform((country) => country?.trim() || SERVED_COUNTRY)
  .refine(
    (country) => country.toLowerCase() === SERVED_COUNTRY.toLowerCase(),
    `We deliver only within ${SERVED_COUNTRY}`,
  )
  .transform(() => SERVED_COUNTRY);

/** An Indian PIN code: six digits, the first not 0; `560 001` is read as `560001`. */
export const postalCodeRule = z
  .string()
  .trim()
  .min(1, 'PIN code is required')
  .overwrite((postalCode) => postalCode.replace(/\s/g, ''))
  .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit PIN code');

/** A new address: everything but line 2 required; the country is India unless given. */
export const addressRules = z.object({
  fullName: fullNameRule,
  phone: phoneRule,
  addressLine1: requiredText('Address line 1', 200),
  addressLine2: blankAsNull(z.string().trim().max(200, 'Address line 2 must be at most 200 characters')),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  postalCode: postalCodeRule,
  country: countryRule,
});

export type SignUpInput = z.input<typeof signUpRules>;
export type SignUp = z.output<typeof signUpRules>;
export type SignInInput = z.input<typeof signInRules>;
export type SignIn = z.output<typeof signInRules>;
export type ChangePasswordInput = z.input<typeof changePasswordRules>;
export type ChangePassword = z.output<typeof changePasswordRules>;
export type ResetPasswordInput = z.input<typeof resetPasswordRules>;
export type ProfileInput = z.input<typeof profileRules>;
export type Profile = z.output<typeof profileRules>;
export type AddressInput = z.input<typeof addressRules>;
export type Address = z.output<typeof addressRules>;
