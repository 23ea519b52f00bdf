import { createHash, randomBytes } from 'node:crypto';
import type { SessionStore } from '@verdant/infrastructure/sessions/session-store';

const DAY = 24 * 60 * 60_000;
/** A session ends after a week without use... */
export const IDLE_LIFETIME_MS = 7 * DAY;
/** ...and after thirty days whatever happens. */
export const ABSOLUTE_LIFETIME_MS = 30 * DAY;
/** Renewing on every request would write on every request; once an hour is enough. */
const RENEW_AFTER_MS = 60 * 60_000;

export interface ActiveSession {
  accountId: string;
  expiresAt: Date;
  /** True when this request extended the session, so the cookie must be sent again. */
  renewed: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sign-in sessions: random tokens for the cookie, only their hashes in the store. */
export class SessionManager {
  constructor(
    private readonly store: SessionStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(accountId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + IDLE_LIFETIME_MS);
    await this.store.create({
      tokenHash: hashOf(token),
      accountId,
      createdAt,
      expiresAt,
      absoluteExpiry: new Date(createdAt.getTime() + ABSOLUTE_LIFETIME_MS),
    });
    return { token, expiresAt };
  }

  async resume(token: string): Promise<ActiveSession | null> {
    const now = this.now();
    const session = await this.store.findActive(hashOf(token), now);
    if (!session) return null;
    const idleDeadline = new Date(now.getTime() + IDLE_LIFETIME_MS);
    if (idleDeadline.getTime() - session.expiresAt.getTime() < RENEW_AFTER_MS) {
      return { accountId: session.accountId, expiresAt: session.expiresAt, renewed: false };
    }
    await this.store.extend(session.tokenHash, idleDeadline);
    const expiresAt = idleDeadline < session.absoluteExpiry ? idleDeadline : session.absoluteExpiry;
    return { accountId: session.accountId, expiresAt, renewed: true };
  }

  async end(token: string): Promise<void> {
    await this.store.revoke(hashOf(token));
  }
}
