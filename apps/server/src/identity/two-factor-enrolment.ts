import { createHmac, timingSafeEqual } from 'node:crypto';
import { INVALID_ONE_TIME_CODE } from '@verdant/domain/identity/two-factor';
import { DomainError } from '@verdant/domain/shared/domain-error';
import type { OneTimeCodes } from '@verdant/infrastructure/identity/one-time-codes';
import type { CommandContext } from '../command-handling/handle-command';
import type { AccountCommands } from './account-commands';

/** Time to scan the code and type the first number before starting again. */
const ENROLMENT_VALID_MS = 15 * 60_000;
export const ENROLMENT_EXPIRED = 'This set-up has expired. Please start again.';

/**
 * Setting up the authenticator app, in two steps with nothing stored between them: the new secret travels
 * in a token signed for this account (with a key derived from the identity secret) to the admin's browser,
 * which shows it as a QR code and sends it back with the app's first code. Only a confirmed secret is
 * recorded, sealed on the account with the recovery codes' hashes.
 */
export class TwoFactorEnrolments {
  private readonly key: Buffer;

  constructor(
    private readonly codes: OneTimeCodes,
    private readonly accounts: Pick<AccountCommands, 'enrolTwoFactor'>,
    identitySecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = createHmac('sha256', identitySecret).update('two-factor-enrolment').digest();
  }

  async begin(accountId: string, accountLabel: string) {
    const enrolment = await this.codes.enrolment(accountLabel);
    const payload = Buffer.from(
      JSON.stringify({
        accountId,
        secret: enrolment.secret,
        expiresAt: this.now().getTime() + ENROLMENT_VALID_MS,
      }),
    ).toString('base64url');
    return {
      token: `${payload}.${this.#sign(payload)}`,
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
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      accountId: string;
      secret: string;
      expiresAt: number;
    };
    if (pending.accountId !== accountId || !(pending.expiresAt > this.now().getTime())) return null;
    return pending.secret;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
