import { createHash } from 'node:crypto';
import { SignedTokens } from './signed-tokens';

/** What an unexpired reset token claims: its account, and whether it was made for a given password hash. */
export interface ResetLinkClaim {
  accountId: string;
  madeFor(passwordHash: string): boolean;
}

/**
 * Links that let the owner of an account's mailbox choose a new password: the account id and an expiry,
 * signed over those and a fingerprint of the account's password hash as it stands. Nothing needs storing. Once the password changes (through this link or otherwise, and
 * every hash has its own salt, so even to the same password) the fingerprint no longer matches: each link
 * works once, and none mailed before a change works after it.
 */
export class PasswordResetLinks {
  private readonly tokens: SignedTokens;

  constructor(
    identitySecret: string,
    private readonly shopUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tokens = new SignedTokens(identitySecret, 'password-reset');
  }

  linkFor(accountId: string, passwordHash: string, expiresAt: Date): string {
    const token = this.tokens.make(`${accountId}.${expiresAt.getTime()}`, fingerprintOf(passwordHash));
    return `${this.shopUrl}/auth/reset?token=${token}`;
  }

  /** The token's claim, or null when it is garbled or has expired; its signature is checked by `madeFor`. */
  read(token: string): ResetLinkClaim | null {
    const [accountId = '', expiresAt = ''] = this.tokens.claimedPayloadOf(token)?.split('.') ?? [];
    if (!accountId || !(Number(expiresAt) > this.now().getTime())) return null;
    return {
      accountId,
      madeFor: (passwordHash) => this.tokens.payloadOf(token, fingerprintOf(passwordHash)) !== null,
    };
  }
}

const fingerprintOf = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url');
