import type { AccountState, ActiveAccount } from '@verdant/domain/identity/account';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  TOO_MANY_ATTEMPTS,
} from '@verdant/domain/identity/sign-in-throttling';
import type { CommandContext, SignInAttempts } from '@verdant/platform';
import { EmailFingerprinter, type PasswordHasher } from '@verdant/platform/identity';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_CREDENTIALS, INVALID_SECRET_CODE, SignIn } from './sign-in';

const SECRET_CODE = 'green-thumb';
const from = (clientAddress: string) => ({ clientAddress, correlationId: `request-from-${clientAddress}` });
const ATTACKER = from('203.0.113.7');
const NEIGHBOUR = from('198.51.100.4');

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
  twoFactor: null,
});

const asha = account('account-asha', 'asha@example.in', 'monstera-lover');
const meera = { ...account('account-meera', 'meera@verdant.test', 'admin-passphrase'), isAdmin: true };

/** Both accounts, found by email the way the reservation stream finds them. */
const accounts = {
  async accountIdByEmail(email: string) {
    return [asha, meera].find((known) => known.email === email)?.accountId ?? null;
  },
  async load(accountId: string): Promise<AccountState> {
    return [asha, meera].find((known) => known.accountId === accountId) ?? { status: 'absent' };
  },
  acceptTwoFactorCode: vi.fn(),
  useRecoveryCode: vi.fn(),
  rehashPassword: vi.fn(async (_accountId: string, _passwordHash: string, _context: CommandContext) => ({
    position: 1n,
    events: [],
    state: { status: 'absent' } as const,
  })),
};

const passwords = {
  hash: async (password: string) => `hashed:${password}`,
  verify: vi.fn(async (password: string, stored: string) => stored === `hashed:${password}`),
  verifyNothing: vi.fn(async () => false as const),
  needsRehash: vi.fn((_stored: string) => false),
} satisfies PasswordHasher;

/** Attempts in memory, counted the way the stores count them: atomically, up to a limit. */
class MemorySignInAttempts implements SignInAttempts {
  private readonly attempts = new Map<string, { id: string; at: Date }[]>();
  private nextId = 0;

  async claim(key: string, at: Date, since: Date, limit: number) {
    const recent = (this.attempts.get(key) ?? []).filter((attempt) => attempt.at > since);
    if (recent.length >= limit) return null;
    const id = String(++this.nextId);
    this.attempts.set(key, [...recent, { id, at }]);
    return id;
  }

  async release(key: string, attemptId: string) {
    this.attempts.set(
      key,
      (this.attempts.get(key) ?? []).filter((attempt) => attempt.id !== attemptId),
    );
  }

  async clear(key: string) {
    this.attempts.delete(key);
  }

  async pruneAttempts() {}
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
    passwords.needsRehash.mockReset().mockReturnValue(false);
    accounts.rehashPassword.mockClear();
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
        signIn.verifyAdmin(
          { email: meera.email!, password: 'admin-passphrase', secretCode: 'guessed-code' },
          from(`192.0.2.${attempt}`),
        ),
      ).rejects.toMatchObject({ kind: 'forbidden', message: INVALID_SECRET_CODE });
    }

    await expect(
      signIn.verifyAdmin(
        { email: meera.email!, password: 'admin-passphrase', secretCode: SECRET_CODE },
        NEIGHBOUR,
      ),
    ).rejects.toMatchObject({ kind: 'rate_limited', message: TOO_MANY_ATTEMPTS });
    await expect(signIn.verify(meera.email!, 'admin-passphrase', NEIGHBOUR)).rejects.toMatchObject({
      message: TOO_MANY_ATTEMPTS,
    });
  });

  it('counts wrong admin secret codes against the address, across many emails', async () => {
    for (let index = 0; index < MAX_FAILURES_PER_ADDRESS; index++) {
      await expect(
        signIn.verifyAdmin(
          { email: stranger(index), password: 'guessing', secretCode: 'guessed-code' },
          ATTACKER,
        ),
      ).rejects.toMatchObject({ message: INVALID_SECRET_CODE });
    }

    await expect(
      signIn.verifyAdmin(
        { email: meera.email!, password: 'admin-passphrase', secretCode: SECRET_CODE },
        ATTACKER,
      ),
    ).rejects.toMatchObject({ kind: 'rate_limited', message: TOO_MANY_ATTEMPTS });
    await expect(
      signIn.verifyAdmin(
        { email: meera.email!, password: 'admin-passphrase', secretCode: SECRET_CODE },
        NEIGHBOUR,
      ),
    ).resolves.toEqual(meera);
  });

  it('checks at most five passwords of forty attempts sent at once, and counts none past the limit', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        signIn.verify(
          asha.email!,
          index === 39 ? 'monstera-lover' : `guess-${index}`,
          from(`192.0.2.${index}`),
        ),
      ),
    );

    expect(passwords.verify).toHaveBeenCalledTimes(MAX_FAILURES_PER_ACCOUNT);
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toEqual([]);
    expect(
      attempts.filter(
        (attempt) => attempt.status === 'rejected' && attempt.reason.message === TOO_MANY_ATTEMPTS,
      ),
    ).toHaveLength(40 - MAX_FAILURES_PER_ACCOUNT);
  });

  it('does not count a success against the address', async () => {
    for (let index = 0; index < MAX_FAILURES_PER_ADDRESS + 5; index++) {
      await expect(signIn.verify(asha.email!, 'monstera-lover', ATTACKER)).resolves.toEqual(asha);
    }
  });

  it('refuses a wrong secret code without checking the password', async () => {
    await expect(
      signIn.verifyAdmin(
        { email: meera.email!, password: 'admin-passphrase', secretCode: 'guessed-code' },
        NEIGHBOUR,
      ),
    ).rejects.toThrow(INVALID_SECRET_CODE);
    expect(passwords.verify).not.toHaveBeenCalled();
    expect(passwords.verifyNothing).not.toHaveBeenCalled();
  });
});

describe('a password stored by an older scheme', () => {
  it('is stored again by today’s at the sign-in that proves it, as the account’s own doing', async () => {
    passwords.needsRehash.mockReset().mockReturnValue(true);
    const signIn = new SignIn(
      accounts,
      passwords,
      new EmailFingerprinter('a-test-secret-of-at-least-32-bytes'),
      new MemorySignInAttempts(),
    );

    await signIn.verify(asha.email!, 'monstera-lover', NEIGHBOUR);
    await expect(signIn.verify(asha.email!, 'wrong', NEIGHBOUR)).rejects.toThrow(INVALID_CREDENTIALS);

    expect(accounts.rehashPassword).toHaveBeenCalledTimes(1);
    expect(accounts.rehashPassword).toHaveBeenCalledWith(
      asha.accountId,
      'hashed:monstera-lover',
      expect.objectContaining({
        correlationId: NEIGHBOUR.correlationId,
        actor: { userId: asha.accountId, role: 'customer' },
      }),
    );
  });
});
