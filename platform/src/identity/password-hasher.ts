/**
 * Turns a password into a value safe to record (the event log keeps it forever) and checks a password
 * against it. Implementations never throw on a stored value they cannot read: it simply does not match.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Whether a stored value that just verified should be replaced by a fresh `hash` of the same password:
   * it was made by an older scheme or at a lower cost than today's. Sign-in is the only moment the
   * password is at hand to upgrade it.
   */
  needsRehash(stored: string): boolean;
  /**
   * Does the work of a real `verify` and fails, for a sign-in with an unknown email: it then takes as long
   * as a wrong password, so response times do not tell which emails have accounts.
   */
  verifyNothing(password: string): Promise<false>;
}
