/**
 * Which sign-in opened a session: the storefront's (email and password) or the back office's (password,
 * secret code and admin role). Only a back-office session reaches admin procedures; a storefront session of
 * an admin's account is a customer's session.
 */
export type SessionKind = 'storefront' | 'back-office';

/**
 * Signed-in sessions. The browser holds a random token in an httpOnly cookie; the store keeps only the
 * token's SHA-256, so a copy of the store signs nobody in. Sessions are operational state, not business
 * facts: they live here, not in the event log.
 */
export interface Session {
  tokenHash: string;
  accountId: string;
  kind: SessionKind;
  createdAt: Date;
  /** Moves forward while the session is used (sliding expiry), never past `absoluteExpiry`. */
  expiresAt: Date;
  absoluteExpiry: Date;
}

export interface SessionStore {
  create(session: Session): Promise<void>;
  /** The session if it exists, is not revoked and has not expired at `now`. */
  findActive(tokenHash: string, now: Date): Promise<Session | null>;
  extend(tokenHash: string, expiresAt: Date): Promise<void>;
  revoke(tokenHash: string): Promise<void>;
  revokeAllOf(accountId: string): Promise<void>;
  /** Forgets sessions that ended (expired or revoked) before `before`. */
  pruneEnded(before: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sign-in attempts per key (an account's email fingerprint, a client address), so sign-in can be throttled
 * across restarts and processes. An attempt is counted before its password is checked, so attempts sent at
 * once cannot all pass a count taken before any of them failed.
 */
export interface SignInAttempts {
  /**
   * Atomically: when the key has fewer than `limit` attempts counted since `since`, counts one more (at `at`)
   * and answers its id; otherwise counts nothing and answers null.
   */
  claim(key: string, at: Date, since: Date, limit: number): Promise<string | null>;
  /** Takes back one counted attempt: it turned out not to be a failure. */
  release(key: string, attemptId: string): Promise<void>;
  /** Forgets every attempt counted for the key. */
  clear(key: string): Promise<void>;
  /** Forgets attempts counted before `before`. */
  pruneAttempts(before: Date): Promise<void>;
}
