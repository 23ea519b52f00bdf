import type { AccountState, ActiveAccount } from '@verdant/domain/identity/account';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  TOO_MANY_ATTEMPTS,
} from '@verdant/domain/identity/sign-in-throttling';
import { EmailFingerprinter } from '@verdant/infrastructure/identity/email-fingerprint';
import type { PasswordHasher } from '@verdant/infrastructure/identity/password-hasher';
import type { SignInAttempts } from '@verdant/infrastructure/sessions/session-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_CREDENTIALS, INVALID_SECRET_CODE, SignIn } from './sign-in';

const SECRET_CODE = 'green-thumb';
const ATTACKER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.4';

const account = (accountId: string, email: string, password: string): ActiveAccount => ({
  status: 'active',
  accountId,
  fullName: 'Asha Rao',
  email,
  phone: '9876543210',
  passwordHash: `hashed:${password}`,
  addressIds: [],
  defaultAddressId: null,
  isAdmin: false,
  emailVerified: true,
});

const asha = account('account-asha', 'asha@example.in', 'monstera-lover');
const meera = { ...account('account-meera', 'meera@verdant.test', 'admin-pass'), isAdmin: true };

/** Both accounts, found by email the way the reservation stream finds them. */
const accounts = {
  async accountIdByEmail(email: string) {
    return [asha, meera].find((known) => known.email === email)?.accountId ?? null;
  },
  async load(accountId: string): Promise<AccountState> {
    return [asha, meera].find((known) => known.accountId === accountId) ?? { status: 'absent' };
  },
};

const passwords = {
  hash: async (password: string) => `hashed:${password}`,
  verify: vi.fn(async (password: string, stored: string) => stored === `hashed:${password}`),
  verifyNothing: vi.fn(async () => false as const),
} satisfies PasswordHasher;

class MemorySignInAttempts implements SignInAttempts {
  private readonly failures = new Map<string, Date[]>();

  async recordFailure(key: string, at: Date) {
    this.failures.set(key, [...(this.failures.get(key) ?? []), at]);
  }

  async failuresSince(key: string, since: Date) {
    return (this.failures.get(key) ?? []).filter((at) => at > since).length;
  }

  async clear(key: string) {
    this.failures.delete(key);
  }
}

describe('sign-in throttling', () => {
  let now: Date;
  let signIn: SignIn;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const stranger = (index: number) => `stranger.${index}@example.in`;

  beforeEach(() => {
    now = new Date('2026-06-01T10:00:00.000Z');
    passwords.verify.mockClear();
    passwords.verifyNothing.mockClear();
    signIn = new SignIn(
      accounts,
      passwords,
      new EmailFingerprinter('a-test-secret-of-at-least-32-bytes'),
      new MemorySignInAttempts(),
      { adminSignInCode: SECRET_CODE, now: () => now },
    );
  });

  it('locks an address out after failures across many emails, and lets other addresses in', async () => {
    for (let index = 1; index < MAX_FAILURES_PER_ADDRESS; index++) {
      await expect(signIn.verify(stranger(index), 'guessing', ATTACKER)).rejects.toMatchObject({
        kind: 'unauthenticated',
        message: INVALID_CREDENTIALS,
      });
    }
    // One failure short of the limit, the address may still sign in.
    await expect(signIn.verify(asha.email!, 'monstera-lover', ATTACKER)).resolves.toEqual(asha);
    await expect(signIn.verify(stranger(0), 'guessing', ATTACKER)).rejects.toMatchObject({
      message: INVALID_CREDENTIALS,
    });

    await expect(signIn.verify(asha.email!, 'monstera-lover', ATTACKER)).rejects.toMatchObject({
      kind: 'rate_limited',
      message: TOO_MANY_ATTEMPTS,
    });
    await expect(signIn.verify(asha.email!, 'monstera-lover', NEIGHBOUR)).resolves.toEqual(asha);

    later(FAILURE_WINDOW_MS);
    await expect(signIn.verify(asha.email!, 'monstera-lover', ATTACKER)).resolves.toEqual(asha);
  });

  it('counts wrong admin secret codes against the account, from any address', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      await expect(
        signIn.verifyAdmin(meera.email!, 'admin-pass', 'guessed-code', `192.0.2.${attempt}`),
      ).rejects.toMatchObject({ kind: 'forbidden', message: INVALID_SECRET_CODE });
    }

    await expect(
      signIn.verifyAdmin(meera.email!, 'admin-pass', SECRET_CODE, NEIGHBOUR),
    ).rejects.toMatchObject({ kind: 'rate_limited', message: TOO_MANY_ATTEMPTS });
    await expect(signIn.verify(meera.email!, 'admin-pass', NEIGHBOUR)).rejects.toMatchObject({
      message: TOO_MANY_ATTEMPTS,
    });
  });

  it('counts wrong admin secret codes against the address, across many emails', async () => {
    for (let index = 0; index < MAX_FAILURES_PER_ADDRESS; index++) {
      await expect(
        signIn.verifyAdmin(stranger(index), 'guessing', 'guessed-code', ATTACKER),
      ).rejects.toMatchObject({ message: INVALID_SECRET_CODE });
    }

    await expect(signIn.verifyAdmin(meera.email!, 'admin-pass', SECRET_CODE, ATTACKER)).rejects.toMatchObject(
      { kind: 'rate_limited', message: TOO_MANY_ATTEMPTS },
    );
    await expect(signIn.verifyAdmin(meera.email!, 'admin-pass', SECRET_CODE, NEIGHBOUR)).resolves.toEqual(
      meera,
    );
  });

  it('refuses a wrong secret code without checking the password', async () => {
    await expect(signIn.verifyAdmin(meera.email!, 'admin-pass', 'guessed-code', NEIGHBOUR)).rejects.toThrow(
      INVALID_SECRET_CODE,
    );
    expect(passwords.verify).not.toHaveBeenCalled();
    expect(passwords.verifyNothing).not.toHaveBeenCalled();
  });
});
