import type { ChangePassword } from '@verdant/domain/identity/account-rules';
import type { CommandContext, SessionKind } from '@verdant/platform';
import type { PasswordHasher } from '@verdant/platform/identity';
import type { AccountCommands } from './account-commands';
import { refuseWeakNewPassword } from './new-password';
import type { SessionManager } from './session-manager';
import type { AttemptOrigin, SignIn } from './sign-in';

/**
 * A signed-in account's new password, from its Settings. The current password is asked again and counted
 * like a sign-in, so a stolen session guesses it no faster than the sign-in form. Once changed, every
 * session of the account ends, in both apps and on every device: the caller signs this browser in afresh.
 */
export class PasswordChange {
  constructor(
    private readonly deps: {
      accounts: Pick<AccountCommands, 'changePassword'>;
      signIn: Pick<SignIn, 'verifyCurrentPassword'>;
      passwords: PasswordHasher;
      sessions: Pick<SessionManager, 'endAllOf'>;
    },
  ) {}

  async change(
    account: { accountId: string; isAdmin: boolean },
    via: SessionKind,
    change: ChangePassword,
    origin: AttemptOrigin,
    context: CommandContext,
  ): Promise<{ position: bigint | null }> {
    const { accountId } = account;
    refuseWeakNewPassword(change.newPassword, account);
    await this.deps.signIn.verifyCurrentPassword(accountId, change.currentPassword, origin, via);
    const passwordHash = await this.deps.passwords.hash(change.newPassword);
    const { position } = await this.deps.accounts.changePassword(accountId, passwordHash, context);
    await this.deps.sessions.endAllOf(accountId);
    return { position };
  }
}
