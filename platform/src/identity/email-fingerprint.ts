import { createHmac } from 'node:crypto';
import { normaliseEmail } from '@verdant/domain/identity/account-rules';

const MIN_SECRET_BYTES = 32;

/**
 * The value that reserves an email (one account per email) without writing the email into the log, which
 * keeps events forever: an HMAC-SHA256 of the normalised email under a secret kept outside the log, so that
 * without the secret a guessed email cannot be tested against the reservations.
 */
export class EmailFingerprinter {
  private readonly secret: Buffer;

  constructor(secret: string | Buffer) {
    this.secret = Buffer.from(secret);
    if (this.secret.length < MIN_SECRET_BYTES) {
      throw new Error(`The email fingerprint secret must be at least ${MIN_SECRET_BYTES} bytes`);
    }
  }

  fingerprint(email: string): string {
    return createHmac('sha256', this.secret).update(normaliseEmail(email)).digest('hex');
  }
}
