import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens a browser carries and the shop alone can make: `payload.signature`, signed with a key derived from
 * the identity secret for one purpose (a token made for one never passes for another). The signature may
 * also cover a value the token does not carry (`boundTo`), which must be the same when it is checked.
 * Nothing needs storing. Without `boundTo` the signature covers the payload alone, as links already mailed
 * were signed.
 */
export class SignedTokens {
  readonly #key: Buffer;

  constructor(identitySecret: string, purpose: string) {
    this.#key = createHmac('sha256', identitySecret).update(purpose).digest();
  }

  make(payload: string, boundTo?: string): string {
    const encoded = Buffer.from(payload).toString('base64url');
    return `${encoded}.${this.#sign(encoded, boundTo)}`;
  }

  /** What the token carries, unchecked: for telling which account it claims before checking it. */
  claimedPayloadOf(token: string): string | null {
    const [encoded = '', signature, ...rest] = token.split('.');
    if (signature === undefined || rest.length > 0) return null;
    return Buffer.from(encoded, 'base64url').toString('utf8');
  }

  /** What an intact token carries, or null when it was altered or made for something else. */
  payloadOf(token: string, boundTo?: string): string | null {
    const [encoded = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0) return null;
    const expected = Buffer.from(this.#sign(encoded, boundTo));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Buffer.from(encoded, 'base64url').toString('utf8');
  }

  #sign(encoded: string, boundTo: string | undefined): string {
    const signed = boundTo === undefined ? encoded : `${encoded}.${boundTo}`;
    return createHmac('sha256', this.#key).update(signed).digest('base64url');
  }
}
