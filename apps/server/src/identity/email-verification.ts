import { SignedTokens } from './signed-tokens';

const VALID_FOR_MS = 7 * 24 * 60 * 60_000;
export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired';

/**
 * Links that prove a customer received the mail sent to their address: the account id and an expiry,
 * signed. Nothing needs storing until the link is used.
 */
export class EmailVerificationLinks {
  private readonly tokens: SignedTokens;

  constructor(
    identitySecret: string,
    private readonly shopUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tokens = new SignedTokens(identitySecret, 'email-verification');
  }

  linkFor(accountId: string): string {
    const token = this.tokens.make(`${accountId}.${this.now().getTime() + VALID_FOR_MS}`);
    return `${this.shopUrl}/auth/verify?token=${token}`;
  }

  /** The account the token was made for, or null when it was altered or has expired. */
  accountIdFrom(token: string): string | null {
    const [accountId = '', expiresAt = ''] = this.tokens.payloadOf(token)?.split('.') ?? [];
    if (!accountId || !(Number(expiresAt) > this.now().getTime())) return null;
    return accountId;
  }
}
