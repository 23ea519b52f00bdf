import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { ActiveAccount } from '@verdant/domain/identity/account';
import { adminPasswordRule, normaliseEmail } from '@verdant/domain/identity/account-rules';
import {
  failuresCountFrom,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  tooManyAttempts,
} from '@verdant/domain/identity/sign-in-throttling';
import { INVALID_ONE_TIME_CODE } from '@verdant/domain/identity/two-factor';
import { ONE_TIME_CODE_REQUIRED } from '@verdant/domain/identity/two-factor-rules';
import { DomainError } from '@verdant/domain/shared/domain-error';
import {
  type CommandContext,
  type Logger,
  type SessionKind,
  type SignInAttempts,
  silentLogger,
} from '@verdant/platform';
import type { EmailFingerprinter, OneTimeCodes, PasswordHasher } from '@verdant/platform/identity';
import type { AccountCommands } from './account-commands';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_SECRET_CODE = 'Invalid admin secret code';
export const ADMIN_PASSWORD_TOO_SHORT =
  'Admin passwords must be at least 12 characters. Change your password in your account on the shop, then sign in here again.';
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect';

export interface SignInOptions {
  /** The admin sign-in's secret code (ADMIN_SIGNIN_CODE); without one, any code passes. */
  adminSignInCode?: string;
  /** Checks the codes of admins who set up two-factor sign-in. */
  oneTimeCodes?: OneTimeCodes;
  logger?: Logger;
  now?: () => Date;
}

/** Where an attempt comes from: the client's address, and the request its events are correlated with. */
export interface AttemptOrigin {
  clientAddress: string;
  correlationId: string;
}

/** One sign-in attempt, counted against the account (by its email's fingerprint) and the client address. */
interface Attempt extends AttemptOrigin {
  email: string;
  via: 'storefront' | 'back-office';
  account: { key: string; id: string };
  address: { key: string; id: string };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const invalidOneTimeCode = () =>
  new DomainError('invalid', INVALID_ONE_TIME_CODE, { oneTimeCode: INVALID_ONE_TIME_CODE });

/** Enough of an email for an operator to recognise it in a log, not enough to write to it. */
export const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
};

/**
 * Checks an email and password. An unknown email and a wrong password get the same answer after the same
 * work (a full password hash either way), so sign-in does not tell which emails have accounts. Each attempt
 * is counted against the account and the client address before its password is checked, and stays counted
 * unless it succeeds; past the limit sign-in is refused for the window without checking anything.
 */
export class SignIn {
  private readonly adminSignInCode: string | undefined;
  private readonly oneTimeCodes: OneTimeCodes | undefined;
  private readonly log: Logger;
  private readonly now: () => Date;

  constructor(
    private readonly accounts: Pick<
      AccountCommands,
      'accountIdByEmail' | 'load' | 'rehashPassword' | 'acceptTwoFactorCode' | 'useRecoveryCode'
    >,
    private readonly passwords: PasswordHasher,
    private readonly fingerprints: EmailFingerprinter,
    private readonly attempts: SignInAttempts,
    options: SignInOptions = {},
  ) {
    this.adminSignInCode = options.adminSignInCode;
    this.oneTimeCodes = options.oneTimeCodes;
    this.log = options.logger ?? silentLogger;
    this.now = options.now ?? (() => new Date());
  }

  async verify(email: string, password: string, origin: AttemptOrigin): Promise<ActiveAccount> {
    const attempt = await this.begin(email, origin, 'storefront');
    const account = await this.matchingAccount(attempt, password);
    return this.succeed(attempt, account, password);
  }

  /**
   * The admin sign-in: the secret code before the password, and after it the code from the authenticator
   * app when the account has one set up. A wrong secret code or app code counts as a failed attempt like a
   * wrong password, so neither can be guessed faster than a password.
   */
  async verifyAdmin(
    credentials: { email: string; password: string; secretCode: string; oneTimeCode?: string },
    origin: AttemptOrigin,
  ): Promise<ActiveAccount> {
    const attempt = await this.begin(credentials.email, origin, 'back-office');
    if (this.adminSignInCode !== undefined && !sameSecret(credentials.secretCode, this.adminSignInCode)) {
      this.logFailure(attempt, 'wrong secret code');
      throw new DomainError('forbidden', INVALID_SECRET_CODE);
    }
    const account = await this.matchingAccount(attempt, credentials.password);
    if (account.isAdmin && !adminPasswordRule.safeParse(credentials.password).success) {
      // The right password, too short for the back office: no failure, but no way in until it is changed.
      await this.forgive(attempt);
      throw new DomainError('forbidden', ADMIN_PASSWORD_TOO_SHORT);
    }
    if (account.isAdmin && account.twoFactor !== null) {
      await this.checkSecondFactor(attempt, account, credentials.oneTimeCode?.trim() ?? '');
    }
    return this.succeed(attempt, account, credentials.password);
  }

  /**
   * The password of an account already signed in, asked again before it is changed: counted against the
   * account and the address like a sign-in, so a stolen session guesses it no faster than the sign-in form.
   */
  async verifyCurrentPassword(
    accountId: string,
    password: string,
    origin: AttemptOrigin,
    via: SessionKind,
  ): Promise<void> {
    const account = await this.accounts.load(accountId);
    const incorrect = () =>
      new DomainError('invalid', CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
    if (account.status !== 'active' || account.email === null || account.passwordHash === null)
      throw incorrect();
    const attempt = await this.begin(account.email, origin, via);
    if (!(await this.passwords.verify(password, account.passwordHash))) {
      this.logFailure(attempt, 'wrong current password');
      throw incorrect();
    }
    await this.forgive(attempt);
  }

  /**
   * The code from the app spends its time step, a recovery code itself: either is recorded on the account.
   * Without a code the right password is no failure: the form asks for the code next.
   */
  private async checkSecondFactor(attempt: Attempt, account: ActiveAccount, code: string): Promise<void> {
    if (code === '') {
      await this.forgive(attempt);
      throw new DomainError('unauthenticated', ONE_TIME_CODE_REQUIRED, {
        oneTimeCode: ONE_TIME_CODE_REQUIRED,
      });
    }
    const { accountId, twoFactor } = account;
    const context = this.contextOf(attempt, accountId);
    try {
      const timeStep =
        twoFactor?.secret && this.oneTimeCodes ? this.oneTimeCodes.timeStepOf(twoFactor.secret, code) : null;
      if (timeStep !== null) await this.accounts.acceptTwoFactorCode(accountId, timeStep, context);
      else if (/^\d{6}$/.test(code) || !this.oneTimeCodes) throw invalidOneTimeCode();
      else await this.accounts.useRecoveryCode(accountId, this.oneTimeCodes.recoveryCodeHash(code), context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logFailure(attempt, 'wrong one-time code');
      throw new DomainError('unauthenticated', error.message, { oneTimeCode: error.message });
    }
  }

  /** Counts the attempt against the account and the address, or refuses it when either is locked out. */
  private async begin(email: string, origin: AttemptOrigin, via: Attempt['via']): Promise<Attempt> {
    const { clientAddress } = origin;
    const normalised = normaliseEmail(email);
    const accountKey = `account:${this.fingerprints.fingerprint(normalised)}`;
    const addressKey = `address:${clientAddress}`;
    const now = this.now();
    const since = failuresCountFrom(now);
    const lockedOut = (on: string) => {
      this.log.warn({ account: maskedEmail(normalised), clientAddress, via, on }, 'sign-in locked out');
      return tooManyAttempts();
    };
    const accountClaim = await this.attempts.claim(accountKey, now, since, MAX_FAILURES_PER_ACCOUNT);
    if (accountClaim === null) throw lockedOut('account');
    const addressClaim = await this.attempts.claim(addressKey, now, since, MAX_FAILURES_PER_ADDRESS);
    if (addressClaim === null) {
      await this.attempts.release(accountKey, accountClaim);
      throw lockedOut('address');
    }
    return {
      ...origin,
      email: normalised,
      via,
      account: { key: accountKey, id: accountClaim },
      address: { key: addressKey, id: addressClaim },
    };
  }

  /** The active account whose password this is, or the refusal, counted. */
  private async matchingAccount(attempt: Attempt, password: string): Promise<ActiveAccount> {
    const accountId = await this.accounts.accountIdByEmail(attempt.email);
    const account = accountId === null ? null : await this.accounts.load(accountId);
    const matches =
      account?.status === 'active' && account.passwordHash !== null
        ? await this.passwords.verify(password, account.passwordHash)
        : await this.passwords.verifyNothing(password);

    if (!matches || account?.status !== 'active') {
      this.logFailure(attempt, 'wrong email or password');
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    }
    return account;
  }

  /** A success is no failure: the account starts afresh, and the address keeps only its real failures. */
  private async succeed(attempt: Attempt, account: ActiveAccount, password: string): Promise<ActiveAccount> {
    await Promise.all([
      this.attempts.clear(attempt.account.key),
      this.attempts.release(attempt.address.key, attempt.address.id),
    ]);
    this.log.info(
      { account: maskedEmail(attempt.email), clientAddress: attempt.clientAddress, via: attempt.via },
      'signed in',
    );
    if (account.passwordHash !== null && this.passwords.needsRehash(account.passwordHash)) {
      await this.rehash(account, password, attempt);
    }
    return account;
  }

  /** Takes the attempt back from both counts: it was no failure, though it signs nobody in yet. */
  private async forgive(attempt: Attempt): Promise<void> {
    await Promise.all([
      this.attempts.release(attempt.account.key, attempt.account.id),
      this.attempts.release(attempt.address.key, attempt.address.id),
    ]);
  }

  /** What the attempt records on the account is the account's own doing, in this request. */
  private contextOf(attempt: Attempt, accountId: string): CommandContext {
    return {
      correlationId: attempt.correlationId,
      causationId: randomUUID(),
      actor: { userId: accountId, role: attempt.via === 'back-office' ? 'admin' : 'customer' },
    };
  }

  /**
   * Stores the password again by today's scheme, the only moment it is at hand. A failure leaves the old
   * hash, still good, for the next sign-in: it never fails this one.
   */
  private async rehash(account: ActiveAccount, password: string, attempt: Attempt): Promise<void> {
    const { accountId } = account;
    try {
      const passwordHash = await this.passwords.hash(password);
      await this.accounts.rehashPassword(accountId, passwordHash, this.contextOf(attempt, accountId));
    } catch (error) {
      this.log.warn({ err: error, accountId }, 'password not rehashed; the old hash stays');
    }
  }

  private logFailure(attempt: Attempt, reason: string): void {
    this.log.warn(
      { account: maskedEmail(attempt.email), clientAddress: attempt.clientAddress, via: attempt.via, reason },
      'sign-in failed',
    );
  }
}
