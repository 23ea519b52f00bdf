import { timingSafeEqual } from 'node:crypto';
import type { ActiveAccount } from '@verdant/domain/identity/account';
import { normaliseEmail } from '@verdant/domain/identity/account-rules';
import { failuresCountFrom, refuseWhileLockedOut } from '@verdant/domain/identity/sign-in-throttling';
import { DomainError } from '@verdant/domain/shared/domain-error';
import type { EmailFingerprinter } from '@verdant/infrastructure/identity/email-fingerprint';
import type { PasswordHasher } from '@verdant/infrastructure/identity/password-hasher';
import type { SignInAttempts } from '@verdant/infrastructure/sessions/session-store';
import type { AccountCommands } from './account-commands';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_SECRET_CODE = 'Invalid admin secret code';

export interface SignInOptions {
  /** The admin sign-in's secret code (ADMIN_SIGNIN_CODE); without one, any code passes. */
  adminSignInCode?: string;
  now?: () => Date;
}

/** One sign-in attempt's throttling keys: the account (by its email's fingerprint) and the client address. */
interface Attempt {
  email: string;
  accountKey: string;
  addressKey: string;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checks an email and password. An unknown email and a wrong password get the same answer after the same
 * work (a full password hash either way), so sign-in does not tell which emails have accounts. Failures are
 * counted per account and per client address; past the limit sign-in is refused for the window.
 */
export class SignIn {
  private readonly adminSignInCode: string | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly accounts: Pick<AccountCommands, 'accountIdByEmail' | 'load'>,
    private readonly passwords: PasswordHasher,
    private readonly fingerprints: EmailFingerprinter,
    private readonly attempts: SignInAttempts,
    options: SignInOptions = {},
  ) {
    this.adminSignInCode = options.adminSignInCode;
    this.now = options.now ?? (() => new Date());
  }

  async verify(email: string, password: string, clientAddress: string): Promise<ActiveAccount> {
    const attempt = await this.begin(email, clientAddress);
    return this.checkPassword(attempt, password);
  }

  /**
   * The admin sign-in: the secret code before the password. A wrong code counts as a failed attempt like a
   * wrong password, so the code can be guessed no faster than a password.
   */
  async verifyAdmin(
    email: string,
    password: string,
    secretCode: string,
    clientAddress: string,
  ): Promise<ActiveAccount> {
    const attempt = await this.begin(email, clientAddress);
    if (this.adminSignInCode !== undefined && !sameSecret(secretCode, this.adminSignInCode)) {
      await this.recordFailure(attempt);
      throw new DomainError('forbidden', INVALID_SECRET_CODE);
    }
    return this.checkPassword(attempt, password);
  }

  /** Refuses a locked-out account or address before any other work. */
  private async begin(email: string, clientAddress: string): Promise<Attempt> {
    const normalised = normaliseEmail(email);
    const attempt = {
      email: normalised,
      accountKey: `account:${this.fingerprints.fingerprint(normalised)}`,
      addressKey: `address:${clientAddress}`,
    };
    const since = failuresCountFrom(this.now());
    const [account, address] = await Promise.all([
      this.attempts.failuresSince(attempt.accountKey, since),
      this.attempts.failuresSince(attempt.addressKey, since),
    ]);
    refuseWhileLockedOut({ account, address });
    return attempt;
  }

  private async checkPassword(attempt: Attempt, password: string): Promise<ActiveAccount> {
    const accountId = await this.accounts.accountIdByEmail(attempt.email);
    const account = accountId === null ? null : await this.accounts.load(accountId);
    const matches =
      account?.status === 'active' && account.passwordHash !== null
        ? await this.passwords.verify(password, account.passwordHash)
        : await this.passwords.verifyNothing(password);

    if (!matches || account?.status !== 'active') {
      await this.recordFailure(attempt);
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    }
    await this.attempts.clear(attempt.accountKey);
    return account;
  }

  private async recordFailure({ accountKey, addressKey }: Attempt): Promise<void> {
    const at = this.now();
    await Promise.all([
      this.attempts.recordFailure(accountKey, at),
      this.attempts.recordFailure(addressKey, at),
    ]);
  }
}
