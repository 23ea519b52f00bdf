import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_EMAIL_SCOPE,
  ACCOUNT_ERASED_CODE,
  ACCOUNT_NOT_FOUND,
  type AccountState,
  accountDecider,
  accountStreamId,
  EMAIL_TAKEN,
} from '@verdant/domain/identity/account';
import type { AccountAccess } from '@verdant/domain/identity/account-access';
import {
  type AddressInput,
  type ProfileInput,
  type SignUpInput,
  signUpRules,
} from '@verdant/domain/identity/account-rules';
import { DomainError, isRefusal } from '@verdant/domain/shared/domain-error';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  latestPosition,
  loadAggregate,
  type MailOutbox,
  type PersonalDataKeys,
  type SessionStore,
  UniqueValue,
} from '@verdant/platform';
import type { EmailFingerprinter, PasswordHasher } from '@verdant/platform/identity';
import type { EngagementCommands } from '../engagement/engagement-commands';
import { AccountAccessCache } from './account-access-cache';
import { refuseCommonPassword } from './new-password';

/** Accounts whose access is kept between signed-in calls: no personal data, a few megabytes at most. */
const ACCOUNTS_KEPT = 50_000;

export interface AccountCommandsDependencies {
  eventSourcing: EventSourcing;
  fingerprints: EmailFingerprinter;
  passwords: PasswordHasher;
  personalDataKeys: PersonalDataKeys;
  sessions: SessionStore;
  mailOutbox: MailOutbox;
  /** What the account's email sent the shop (messages, a subscription), erased with the account. */
  correspondence: Pick<EngagementCommands, 'eraseEmail'>;
  /** The photos the customer sent with claims, deleted with the account. */
  claimPhotos: { forgetPhotosOf(customerId: string): Promise<number> };
}

/**
 * Customer accounts. The email is claimed through a reservation of its keyed fingerprint, so the log never
 * holds an email in the clear outside the account's own sealed fields.
 */
export class AccountCommands {
  private readonly emails: UniqueValue;
  readonly #access: AccountAccessCache;

  constructor(private readonly deps: AccountCommandsDependencies) {
    this.emails = new UniqueValue(deps.eventSourcing, ACCOUNT_EMAIL_SCOPE, EMAIL_TAKEN, 'email');
    this.#access = new AccountAccessCache(deps.eventSourcing.eventStore, ACCOUNTS_KEPT);
  }

  async register(input: SignUpInput, context: CommandContext) {
    const signUp = parseOrRefuse(signUpRules, input);
    refuseCommonPassword(signUp.password, 'password');
    const accountId = randomUUID();
    const fingerprint = this.deps.fingerprints.fingerprint(signUp.email);
    const reserved = await this.emails.claim(fingerprint, accountId, context);
    const registered = await this.deps.passwords
      .hash(signUp.password)
      .then((passwordHash) =>
        handleCommand(
          this.deps.eventSourcing,
          accountDecider,
          accountStreamId(accountId),
          {
            type: 'RegisterAccount',
            data: {
              accountId,
              fullName: signUp.fullName,
              email: signUp.email,
              phone: signUp.phone,
              passwordHash,
            },
          },
          // A shopper signing up is the new account itself; an account the shop creates stays the system's.
          context.actor.role === 'system'
            ? context
            : { ...context, actor: { userId: accountId, role: 'customer' } },
        ),
      )
      .catch(async (error: unknown) => {
        await this.emails.release(fingerprint, accountId, context);
        throw error;
      });
    return {
      accountId,
      email: signUp.email,
      fullName: signUp.fullName,
      position: latestPosition(reserved.position, registered.position),
    };
  }

  /** The account that holds this email, if any. */
  async accountIdByEmail(email: string): Promise<string | null> {
    return this.emails.holder(this.deps.fingerprints.fingerprint(email));
  }

  /**
   * Whether the account may act, and as an admin: all a signed-in call needs, read without decrypting
   * anything, and up to date with the log on every call.
   */
  accessOf(accountId: string): Promise<AccountAccess> {
    return this.#access.accessOf(accountId);
  }

  /** The whole account, its personal fields decrypted: only for calls that answer with them or need them. */
  async load(accountId: string): Promise<AccountState> {
    return (await loadAggregate(this.deps.eventSourcing, accountDecider, accountStreamId(accountId))).state;
  }

  updateProfile(accountId: string, input: ProfileInput, context: CommandContext) {
    return this.#handle(accountId, { type: 'UpdateProfile', data: { accountId, ...input } }, context);
  }

  async addAddress(accountId: string, input: AddressInput, context: CommandContext) {
    const addressId = randomUUID();
    const { position } = await this.#handle(
      accountId,
      { type: 'AddAddress', data: { accountId, addressId, ...input } },
      context,
    );
    return { addressId, position };
  }

  setDefaultAddress(accountId: string, addressId: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'ChangeDefaultAddress', data: { accountId, addressId } }, context);
  }

  verifyEmail(accountId: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'VerifyEmail', data: { accountId } }, context);
  }

  grantAdminRole(accountId: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'GrantAdminRole', data: { accountId } }, context);
  }

  revokeAdminRole(accountId: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'RevokeAdminRole', data: { accountId } }, context);
  }

  /** The authenticator app set up, confirmed by its first code (spent at `timeStep`). */
  enrolTwoFactor(
    accountId: string,
    enrolment: { secret: string; recoveryCodeHashes: string[]; timeStep: number },
    context: CommandContext,
  ) {
    return this.#handle(accountId, { type: 'EnrolTwoFactor', data: { accountId, ...enrolment } }, context);
  }

  acceptTwoFactorCode(accountId: string, timeStep: number, context: CommandContext) {
    return this.#handle(accountId, { type: 'AcceptTwoFactorCode', data: { accountId, timeStep } }, context);
  }

  useRecoveryCode(accountId: string, codeHash: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'UseRecoveryCode', data: { accountId, codeHash } }, context);
  }

  resetTwoFactor(accountId: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'ResetTwoFactor', data: { accountId } }, context);
  }

  /** The same password, stored again by today's scheme: recorded at the sign-in that proved it. */
  rehashPassword(accountId: string, passwordHash: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'RehashPassword', data: { accountId, passwordHash } }, context);
  }

  changePassword(accountId: string, passwordHash: string, context: CommandContext) {
    return this.#handle(accountId, { type: 'ChangePassword', data: { accountId, passwordHash } }, context);
  }

  /**
   * Honours an erasure request. What needs the email comes first, since the key deletion makes it
   * unreadable: the email's contact messages and newsletter subscription are erased and the email is freed.
   * Then the key goes, the sessions end, the erasure is recorded, the customer's mail in the outbox is
   * overwritten and their claim photos deleted. Running it again finishes what an interrupted run left.
   */
  async erase(accountId: string, context: CommandContext) {
    const account = await this.load(accountId);
    if (account.status === 'absent') throw new DomainError('not_found', ACCOUNT_NOT_FOUND);
    let correspondent: bigint | null = null;
    let released: bigint | null = null;
    if (account.status === 'active' && account.email !== null) {
      correspondent = (await this.deps.correspondence.eraseEmail(account.email, context)).position;
      const fingerprint = this.deps.fingerprints.fingerprint(account.email);
      released = (await this.emails.release(fingerprint, accountId, context)).position;
    }
    await this.deps.personalDataKeys.erase(accountId);
    await this.deps.sessions.revokeAllOf(accountId);
    const erased = await handleCommand(
      this.deps.eventSourcing,
      accountDecider,
      accountStreamId(accountId),
      { type: 'EraseAccount', data: { accountId } },
      context,
    ).catch((error: unknown) => {
      if (isRefusal(error, ACCOUNT_ERASED_CODE)) return { position: null };
      throw error;
    });
    await this.deps.mailOutbox.forgetMailOf(accountId);
    await this.deps.claimPhotos.forgetPhotosOf(accountId);
    return { position: latestPosition(correspondent, released, erased.position) };
  }

  #handle(accountId: string, command: Parameters<typeof accountDecider.decide>[0], context: CommandContext) {
    return handleCommand(
      this.deps.eventSourcing,
      accountDecider,
      accountStreamId(accountId),
      command,
      context,
    );
  }
}
