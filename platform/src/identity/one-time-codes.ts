import { createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What an authenticator app needs to start giving codes: the key to type, the link the QR code holds, the QR code. */
export interface Enrolment {
  secret: string;
  uri: string;
  qrCodeSvg: string;
}

/** Six digits a step, steps of thirty seconds: what every authenticator app gives by default. */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** One step either side, for a phone's clock a little off the server's. */
const WINDOW = 1;
const RECOVERY_CODES = 10;
/** Base32 without the look-alikes people misread from paper (0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Verdant',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The key recovery codes are hashed with: derived from the identity secret, so every process agrees. */
export const recoveryCodeKey = (identitySecret: string) =>
  createHmac('sha256', identitySecret).update('recovery-codes').digest('base64url');

/**
 * Time-based one-time codes (RFC 6238, through otpauth) for the back office's second factor, and the
 * recovery codes that stand in for a lost phone. Recovery codes are random enough (50 bits) that a keyed
 * SHA-256 keeps them safe at rest; only their hashes are ever recorded.
 */
export class OneTimeCodes {
  constructor(
    private readonly recoveryKey: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new secret (160 bits, as RFC 4226 recommends) with its otpauth link and QR code for this account. */
  async enrolment(accountLabel: string): Promise<Enrolment> {
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, accountLabel).toString();
    // Loaded on first use: an admin sets up an app once, and the server stays the smaller for it.
    const { default: QRCode } = await import('qrcode');
    const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, uri, qrCodeSvg };
  }

  /** The time step a code was made for, when it is right now or one step either side; null otherwise. */
  timeStepOf(secret: string, code: string): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const timestamp = this.now();
    const delta = totpFor(secret).validate({ token: code, timestamp, window: WINDOW });
    return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  }

  /** The code for a secret at the current time: for tests and tools, never sent anywhere. */
  codeNow(secret: string): string {
    return totpFor(secret).generate({ timestamp: this.now() });
  }

  /** Ten new recovery codes, shown once as `XXXXX-XXXXX`. */
  recoveryCodes(): string[] {
    return Array.from({ length: RECOVERY_CODES }, () => {
      const bytes = randomBytes(10);
      const letters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
      return `${letters.slice(0, 5)}-${letters.slice(5)}`;
    });
  }

  /** A recovery code's hash, whatever its case and separators as typed. */
  recoveryCodeHash(code: string): string {
    const canonical = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return createHmac('sha256', this.recoveryKey).update(canonical).digest('base64url');
  }
}
