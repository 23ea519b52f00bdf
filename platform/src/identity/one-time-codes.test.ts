import { describe, expect, it } from 'vitest';
import { OneTimeCodes } from './one-time-codes';

/** RFC 6238's SHA-1 test key, "12345678901234567890", in base32. */
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new OneTimeCodes('recovery-key', () => seconds * 1_000);

describe('one-time codes', () => {
  it('gives RFC 6238’s codes at its test times (the last six of its eight digits)', () => {
    expect(at(59).codeNow(RFC_KEY)).toBe('287082');
    expect(at(1_111_111_109).codeNow(RFC_KEY)).toBe('081804');
    expect(at(1_234_567_890).codeNow(RFC_KEY)).toBe('005924');
  });

  it('takes a code of this step or one either side, answering the step it was made for', () => {
    const step = Math.floor(1_111_111_109 / 30);
    const clock = at(1_111_111_109);
    expect(clock.timeStepOf(RFC_KEY, '081804')).toBe(step);
    expect(clock.timeStepOf(RFC_KEY, at(1_111_111_109 + 30).codeNow(RFC_KEY))).toBe(step + 1);
    expect(clock.timeStepOf(RFC_KEY, at(1_111_111_109 - 30).codeNow(RFC_KEY))).toBe(step - 1);
    expect(clock.timeStepOf(RFC_KEY, at(1_111_111_109 + 90).codeNow(RFC_KEY))).toBeNull();
    expect(clock.timeStepOf(RFC_KEY, '81804')).toBeNull();
  });

  it('makes a new 160-bit secret each time, with a link and a QR code for the app', async () => {
    const codes = at(59);
    const first = await codes.enrolment('meera@verdant.test');
    const second = await codes.enrolment('meera@verdant.test');

    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.secret).not.toBe(second.secret);
    expect(first.uri).toBe(
      `otpauth://totp/Verdant:meera%40verdant.test?issuer=Verdant&secret=${first.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(first.qrCodeSvg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
  });

  it('makes ten distinct recovery codes, hashed the same however they are typed', () => {
    const codes = at(59);
    const recovery = codes.recoveryCodes();

    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const code of recovery) expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{5}-[A-HJ-KM-NP-Z2-9]{5}$/);
    const [code] = recovery;
    expect(codes.recoveryCodeHash(code!.toLowerCase().replace('-', ' '))).toBe(codes.recoveryCodeHash(code!));
    expect(codes.recoveryCodeHash(code!)).not.toBe(new OneTimeCodes('another-key').recoveryCodeHash(code!));
  });
});
