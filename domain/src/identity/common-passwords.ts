import { COMMON_PASSWORDS } from './common-passwords-list';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

/** Built on the first check, so the server pays for it only once a password is chosen. */
let lowerCased: ReadonlySet<string> | undefined;

/**
 * Whether a password is among the 10,000 most common, whatever its capitals (`PassWord` is guessed as
 * early as `password`). Server-side only: the list is kept out of the browser bundles, which import
 * account-rules but never this module.
 */
export function isCommonPassword(password: string): boolean {
  lowerCased ??= new Set(COMMON_PASSWORDS.toLowerCase().split('\n'));
  return lowerCased.has(password.toLowerCase());
}
