import { describe, expect, it } from 'vitest';
import { EmailFingerprinter } from './email-fingerprint';

const secret = 'a-test-secret-of-at-least-32-bytes!';
const fingerprinter = new EmailFingerprinter(secret);

describe('email fingerprint', () => {
  it('is the same for the same email and secret', () => {
    expect(fingerprinter.fingerprint('asha@example.com')).toBe(
      new EmailFingerprinter(secret).fingerprint('asha@example.com'),
    );
  });

  it('is a keyed SHA-256 in hex that does not contain the email', () => {
    const fingerprint = fingerprinter.fingerprint('asha@example.com');
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint).not.toContain('asha');
  });

  it('ignores case and surrounding spaces, as the sign-up rules do', () => {
    expect(fingerprinter.fingerprint('  Asha@Example.COM ')).toBe(
      fingerprinter.fingerprint('asha@example.com'),
    );
  });

  it('tells different emails apart', () => {
    expect(fingerprinter.fingerprint('asha@example.com')).not.toBe(
      fingerprinter.fingerprint('ravi@example.com'),
    );
  });

  it('differs under another secret', () => {
    const other = new EmailFingerprinter('another-test-secret-of-32-bytes!!');
    expect(other.fingerprint('asha@example.com')).not.toBe(fingerprinter.fingerprint('asha@example.com'));
  });

  it('accepts a secret as bytes', () => {
    expect(new EmailFingerprinter(Buffer.from(secret)).fingerprint('asha@example.com')).toBe(
      fingerprinter.fingerprint('asha@example.com'),
    );
  });

  it('refuses a secret too short to keep guesses out', () => {
    expect(() => new EmailFingerprinter('short')).toThrow('at least 32 bytes');
    expect(() => new EmailFingerprinter('')).toThrow('at least 32 bytes');
  });
});
