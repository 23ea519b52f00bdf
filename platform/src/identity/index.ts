/** @verdant/platform/identity: the identity crypto, password hashing, email fingerprints, one-time codes. */
export { Argon2PasswordHasher } from './argon2-password-hasher';
export { EmailFingerprinter } from './email-fingerprint';
export { loadIdentitySecret } from './identity-secret';
export { OneTimeCodes, recoveryCodeKey } from './one-time-codes';
export type { PasswordHasher } from './password-hasher';
