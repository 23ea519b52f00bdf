import { createHash, randomBytes } from 'node:crypto';
import type { SessionKind, SessionStore } from '@verdant/platform';

export interface SessionLifetime {
  /** A session ends after this long without use... */
  idleMs: number;
  /** ...and after this long whatever happens. */
  absoluteMs: number;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Shoppers stay signed in for a week without use, thirty days at most. */
export const STOREFRONT_SESSION: SessionLifetime = { idleMs: 7 * DAY, absoluteMs: 30 * DAY };

export interface ActiveSession {
  accountId: string;
  expiresAt: Date;
  /** True when this request extended the session, so the cookie must be sent again. */
  renewed: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Renewing on every request would write on every request: a session is renewed once a twentieth of its idle
 * lifetime has passed (three minutes of a back-office hour), and at most once an hour.
 */
const renewAfter = ({ idleMs }: SessionLifetime) => Math.min(HOUR, idleMs / 20);

/**
 * Sign-in sessions: random tokens for the cookie, only their hashes in the store. Each records which sign-in
 * opened it, and is resumed only as that kind: a storefront session never passes for a back-office one.
 */
export class SessionManager {
  constructor(
    private readonly store: SessionStore,
    private readonly lifetimes: Record<SessionKind, SessionLifetime>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(accountId: string, kind: SessionKind): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.now();
    const { idleMs, absoluteMs } = this.lifetimes[kind];
    const expiresAt = new Date(createdAt.getTime() + Math.min(idleMs, absoluteMs));
    await this.store.create({
      tokenHash: hashOf(token),
      accountId,
      kind,
      createdAt,
      expiresAt,
      absoluteExpiry: new Date(createdAt.getTime() + absoluteMs),
    });
    return { token, expiresAt };
  }

  async resume(token: string, kind: SessionKind): Promise<ActiveSession | null> {
    const now = this.now();
    const session = await this.store.findActive(hashOf(token), now);
    if (session?.kind !== kind) return null;
    const lifetime = this.lifetimes[kind];
    const idleDeadline = new Date(now.getTime() + lifetime.idleMs);
    const expiresAt = idleDeadline < session.absoluteExpiry ? idleDeadline : session.absoluteExpiry;
    if (expiresAt.getTime() - session.expiresAt.getTime() < renewAfter(lifetime)) {
      return { accountId: session.accountId, expiresAt: session.expiresAt, renewed: false };
    }
    await this.store.extend(session.tokenHash, idleDeadline);
    return { accountId: session.accountId, expiresAt, renewed: true };
  }

  async end(token: string): Promise<void> {
    await this.store.revoke(hashOf(token));
  }

  /** Every session of the account, in every app and on every device. */
  async endAllOf(accountId: string): Promise<void> {
    await this.store.revokeAllOf(accountId);
  }
}
