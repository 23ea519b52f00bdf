import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What an unexpired reset token claims: its account, and whether it was made for a given password hash. */
export interface ResetLinkClaim {
  accountId: string;
  madeFor(passwordHash: string): boolean;
}

/**
 * Links that let the owner of an account's mailbox choose a new password: the account id and an expiry,
 * signed with a key derived from the identity secret over those and a fingerprint of the account's password
 * hash as it stands. Nothing needs storing. Once the password changes (through this link or otherwise, and
 * every hash has its own salt, so even to the same password) the fingerprint no longer matches: each link
 * works once, and none mailed before a change works after it.
 */
export class PasswordResetLinks {
  private readonly key: Buffer;

  constructor(
    identitySecret: string,
    private readonly shopUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = createHmac('sha256', identitySecret).update('password-reset').digest();
  }

  linkFor(accountId: string, passwordHash: string, expiresAt: Date): string {
    const payload = Buffer.from(`${accountId}.${expiresAt.getTime()}`).toString('base64url');
    return `${this.shopUrl}/auth/reset?token=${payload}.${this.#sign(payload, passwordHash)}`;
  }

  /** The token's claim, or null when it is garbled or has expired; its signature is checked by `madeFor`. */
  read(token: string): ResetLinkClaim | null {
    const [payload = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0) return null;
    const [accountId = '', expiresAt = ''] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    if (!accountId || !(Number(expiresAt) > this.now().getTime())) return null;
    return {
      accountId,
      madeFor: (passwordHash) => {
        const expected = Buffer.from(this.#sign(payload, passwordHash));
        const given = Buffer.from(signature);
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    };
  }

  #sign(payload: string, passwordHash: string): string {
    const fingerprint = createHash('sha256').update(passwordHash).digest('base64url');
    return createHmac('sha256', this.key).update(`${payload}.${fingerprint}`).digest('base64url');
  }
}
