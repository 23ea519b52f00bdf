/**
 * Signed-in sessions. The browser holds a random token in an httpOnly cookie; the store keeps only the
 * token's SHA-256, so a copy of the store signs nobody in. Sessions are operational state, not business
 * facts: they live here, not in the event log.
 */
export interface Session {
  tokenHash: string;
  accountId: string;
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
  close(): Promise<void>;
}

/**
 * Failed sign-in attempts per key (an account's email fingerprint, a client address), so sign-in can be
 * throttled across restarts and processes.
 */
export interface SignInAttempts {
  recordFailure(key: string, at: Date): Promise<void>;
  failuresSince(key: string, since: Date): Promise<number>;
  clear(key: string): Promise<void>;
}
