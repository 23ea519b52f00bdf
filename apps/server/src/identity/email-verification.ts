import { createHmac, timingSafeEqual } from 'node:crypto';

const VALID_FOR_MS = 7 * 24 * 60 * 60_000;
export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired';

/**
 * Links that prove a customer received the mail sent to their address: the account id and an expiry,
 * signed with a key derived from the identity secret. Nothing needs storing until the link is used.
 */
export class EmailVerificationLinks {
  private readonly key: Buffer;

  constructor(
    identitySecret: string,
    private readonly shopUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = createHmac('sha256', identitySecret).update('email-verification').digest();
  }

  linkFor(accountId: string): string {
    const payload = Buffer.from(`${accountId}.${this.now().getTime() + VALID_FOR_MS}`).toString('base64url');
    return `${this.shopUrl}/auth/verify?token=${payload}.${this.#sign(payload)}`;
  }

  /** The account the token was made for, or null when it was altered or has expired. */
  accountIdFrom(token: string): string | null {
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [accountId = '', expiresAt = ''] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    if (!accountId || !(Number(expiresAt) > this.now().getTime())) return null;
    return accountId;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
