import { randomUUID } from 'node:crypto';
import { accountDecider, accountStreamId, INVALID_RESET_LINK } from '@verdant/domain/identity/account';
import { invalid } from '@verdant/domain/shared/domain-error';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';
import type { PasswordHasher } from '@verdant/platform/identity';
import type { AccountCommands } from './account-commands';
import { refuseWeakNewPassword } from './new-password';
import type { PasswordResetLinks } from './password-reset-links';
import type { SessionManager } from './session-manager';

/** How long a mailed reset link works. */
export const RESET_LINK_VALID_FOR_MS = 60 * 60_000;

/**
 * "Forgot password?": a link mailed to the account's address, then a new password chosen through it. The
 * mail follows from the recorded request, through the mail queue.
 */
export class PasswordReset {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      eventSourcing: EventSourcing;
      accounts: Pick<AccountCommands, 'accountIdByEmail' | 'accessOf' | 'load'>;
      passwords: PasswordHasher;
      sessions: Pick<SessionManager, 'endAllOf'>;
      links: PasswordResetLinks;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Records a request for the active account holding this email, if there is one. The caller answers the
   * same either way, so the form does not tell which emails have accounts.
   */
  async request(email: string, context: CommandContext): Promise<void> {
    const accountId = await this.deps.accounts.accountIdByEmail(email);
    if (accountId === null || (await this.deps.accounts.accessOf(accountId)).status !== 'active') return;
    const expiresAt = new Date(this.now().getTime() + RESET_LINK_VALID_FOR_MS).toISOString();
    await handleCommand(
      this.deps.eventSourcing,
      accountDecider,
      accountStreamId(accountId),
      { type: 'RequestPasswordReset', data: { accountId, requestId: randomUUID(), expiresAt } },
      context,
    );
  }

  /**
   * Sets the password a valid link was made for, and ends every session of the account. The link's owner
   * proved they read the account's mail, so the change is the account's own.
   */
  async reset(token: string, newPassword: string, context: CommandContext) {
    const claim = this.deps.links.read(token);
    const account = claim === null ? null : await this.deps.accounts.load(claim.accountId);
    if (
      account?.status !== 'active' ||
      account.passwordHash === null ||
      !claim?.madeFor(account.passwordHash)
    )
      throw invalid(INVALID_RESET_LINK);
    const { accountId } = account;
    refuseWeakNewPassword(newPassword, account);
    const passwordHash = await this.deps.passwords.hash(newPassword);
    // Decided against the hash the link was made for: of two resets racing with one link, one wins.
    const { position } = await handleCommand(
      this.deps.eventSourcing,
      accountDecider,
      accountStreamId(accountId),
      { type: 'ResetPassword', data: { accountId, passwordHash, replacing: account.passwordHash } },
      { ...context, actor: { userId: accountId, role: 'customer' } },
    );
    await this.deps.sessions.endAllOf(accountId);
    return { accountId, position };
  }
}
