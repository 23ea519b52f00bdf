import { INVALID_ONE_TIME_CODE } from '@verdant/domain/identity/two-factor';
import { DomainError } from '@verdant/domain/shared/domain-error';
import type { CommandContext } from '@verdant/platform';
import type { OneTimeCodes } from '@verdant/platform/identity';
import type { AccountCommands } from './account-commands';
import { SignedTokens } from './signed-tokens';

/** Time to scan the code and type the first number before starting again. */
const ENROLMENT_VALID_MS = 15 * 60_000;
export const ENROLMENT_EXPIRED = 'This set-up has expired. Please start again.';

/**
 * Setting up the authenticator app, in two steps with nothing stored between them: the new secret travels
 * in a token signed for this account to the admin's browser,
 * which shows it as a QR code and sends it back with the app's first code. Only a confirmed secret is
 * recorded, sealed on the account with the recovery codes' hashes.
 */
export class TwoFactorEnrolments {
  private readonly tokens: SignedTokens;

  constructor(
    private readonly codes: OneTimeCodes,
    private readonly accounts: Pick<AccountCommands, 'enrolTwoFactor'>,
    identitySecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tokens = new SignedTokens(identitySecret, 'two-factor-enrolment');
  }

  async begin(accountId: string, accountLabel: string) {
    const enrolment = await this.codes.enrolment(accountLabel);
    const pending = {
      accountId,
      secret: enrolment.secret,
      expiresAt: this.now().getTime() + ENROLMENT_VALID_MS,
    };
    return {
      token: this.tokens.make(JSON.stringify(pending)),
      secret: enrolment.secret,
      uri: enrolment.uri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(enrolment.qrCodeSvg).toString('base64')}`,
    };
  }

  /** Records the secret once the app's code proves it was scanned; answers the recovery codes, shown once. */
  async confirm(accountId: string, token: string, code: string, context: CommandContext) {
    const secret = this.#secretFrom(token, accountId);
    if (secret === null) throw new DomainError('invalid', ENROLMENT_EXPIRED);
    const timeStep = this.codes.timeStepOf(secret, code.trim());
    if (timeStep === null) {
      throw new DomainError('invalid', INVALID_ONE_TIME_CODE, { code: INVALID_ONE_TIME_CODE });
    }
    const recoveryCodes = this.codes.recoveryCodes();
    const { position } = await this.accounts.enrolTwoFactor(
      accountId,
      {
        secret,
        recoveryCodeHashes: recoveryCodes.map((each) => this.codes.recoveryCodeHash(each)),
        timeStep,
      },
      context,
    );
    return { recoveryCodes, position };
  }

  #secretFrom(token: string, accountId: string): string | null {
    const payload = this.tokens.payloadOf(token);
    if (payload === null) return null;
    const pending = JSON.parse(payload) as { accountId: string; secret: string; expiresAt: number };
    if (pending.accountId !== accountId || !(pending.expiresAt > this.now().getTime())) return null;
    return pending.secret;
  }
}
