import type { ActiveAccount } from '@verdant/domain/identity/account';
import { normaliseEmail } from '@verdant/domain/identity/account-rules';
import { DomainError } from '@verdant/domain/shared/domain-error';
import type { EmailFingerprinter } from '@verdant/infrastructure/identity/email-fingerprint';
import type { PasswordHasher } from '@verdant/infrastructure/identity/password-hasher';
import type { SignInAttempts } from '@verdant/infrastructure/sessions/session-store';
import type { AccountCommands } from './account-commands';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in 15 minutes.';

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Checks an email and password. An unknown email and a wrong password get the same answer after the same
 * work (a full password hash either way), so sign-in does not tell which emails have accounts. Failures are
 * counted per account and per client address; past the limit sign-in is refused for the window.
 */
export class SignIn {
  constructor(
    private readonly accounts: AccountCommands,
    private readonly passwords: PasswordHasher,
    private readonly fingerprints: EmailFingerprinter,
    private readonly attempts: SignInAttempts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async verify(email: string, password: string, clientAddress: string): Promise<ActiveAccount> {
    const normalised = normaliseEmail(email);
    const accountKey = `account:${this.fingerprints.fingerprint(normalised)}`;
    const addressKey = `address:${clientAddress}`;
    const since = new Date(this.now().getTime() - FAILURE_WINDOW_MS);
    const [accountFailures, addressFailures] = await Promise.all([
      this.attempts.failuresSince(accountKey, since),
      this.attempts.failuresSince(addressKey, since),
    ]);
    if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
      throw new DomainError('rate_limited', TOO_MANY_ATTEMPTS);
    }

    const accountId = await this.accounts.accountIdByEmail(normalised);
    const account = accountId === null ? null : await this.accounts.load(accountId);
    const matches =
      account?.status === 'active' && account.passwordHash !== null
        ? await this.passwords.verify(password, account.passwordHash)
        : await this.passwords.verifyNothing(password);

    if (!matches || account?.status !== 'active') {
      const at = this.now();
      await Promise.all([
        this.attempts.recordFailure(accountKey, at),
        this.attempts.recordFailure(addressKey, at),
      ]);
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    }
    await this.attempts.clear(accountKey);
    return account;
  }
}
