import { z } from 'zod';
import { conflict, invalid, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';

export const INVALID_ONE_TIME_CODE =
  'That code is not right. Enter the current code, or one of your recovery codes.';
export const CODE_ALREADY_USED = 'That code has already been used. Wait for the next one.';
export const RECOVERY_CODE_USED = 'That recovery code has already been used.';
export const ALREADY_ENROLLED = 'Two-factor sign-in is already set up for this account';
export const NOT_ENROLLED = 'Two-factor sign-in is not set up for this account';

const accountId = z.string().min(1);
const bySubject = { dataSubject: (data: { accountId: string }) => data.accountId };

/**
 * The account's authenticator app is set up: the shared secret and the recovery codes' hashes, sealed like
 * the account's other personal data.
 */
export const TwoFactorEnrolled = defineEvent(
  'TwoFactorEnrolled',
  z.object({
    accountId,
    secret: personal(z.string().min(16)),
    recoveryCodeHashes: personal(z.array(z.string().min(1)).min(1)),
  }),
  bySubject,
);
/** A code from the app let the account in; its time step is spent, so the same code never works twice. */
export const TwoFactorCodeAccepted = defineEvent(
  'TwoFactorCodeAccepted',
  z.object({ accountId, timeStep: z.number().int().nonnegative() }),
  bySubject,
);
/** One of the recovery codes stood in for the app, once and for good. */
export const RecoveryCodeUsed = defineEvent(
  'RecoveryCodeUsed',
  z.object({ accountId, codeIndex: z.number().int().nonnegative() }),
  bySubject,
);
/** An operator took the second factor off (a lost phone): the next sign-in needs the password alone. */
export const TwoFactorReset = defineEvent('TwoFactorReset', z.object({ accountId }), bySubject);

export const twoFactorEvents = [
  TwoFactorEnrolled,
  TwoFactorCodeAccepted,
  RecoveryCodeUsed,
  TwoFactorReset,
] as const;
export type TwoFactorEvent = EventsOf<typeof twoFactorEvents>;

export type TwoFactorCommand =
  | {
      type: 'EnrolTwoFactor';
      data: { accountId: string; secret: string; recoveryCodeHashes: string[]; timeStep: number };
    }
  | { type: 'AcceptTwoFactorCode'; data: { accountId: string; timeStep: number } }
  | { type: 'UseRecoveryCode'; data: { accountId: string; codeHash: string } }
  | { type: 'ResetTwoFactor'; data: { accountId: string } };

/** The second factor as set up; the secret and hashes are null once the account's key is gone. */
export interface TwoFactor {
  secret: string | null;
  recoveryCodeHashes: readonly string[] | null;
  usedRecoveryCodes: readonly number[];
  /** The newest time step whose code was accepted. */
  lastTimeStep: number;
}

/** What a sign-in or an enrolment records about the second factor, or the refusal. */
export function decideTwoFactor(command: TwoFactorCommand, twoFactor: TwoFactor | null): TwoFactorEvent[] {
  const { accountId } = command.data;
  if (command.type === 'EnrolTwoFactor') {
    if (twoFactor !== null) throw conflict(ALREADY_ENROLLED);
    const { secret, recoveryCodeHashes, timeStep } = command.data;
    return [
      { type: 'TwoFactorEnrolled', data: { accountId, secret, recoveryCodeHashes } },
      { type: 'TwoFactorCodeAccepted', data: { accountId, timeStep } },
    ];
  }
  if (command.type === 'ResetTwoFactor') {
    return twoFactor === null ? [] : [{ type: 'TwoFactorReset', data: { accountId } }];
  }
  if (twoFactor === null) throw notFound(NOT_ENROLLED);
  if (command.type === 'AcceptTwoFactorCode') {
    const { timeStep } = command.data;
    if (timeStep <= twoFactor.lastTimeStep)
      throw invalid(CODE_ALREADY_USED, { oneTimeCode: CODE_ALREADY_USED });
    return [{ type: 'TwoFactorCodeAccepted', data: { accountId, timeStep } }];
  }
  const codeIndex = twoFactor.recoveryCodeHashes?.indexOf(command.data.codeHash) ?? -1;
  if (codeIndex < 0) throw invalid(INVALID_ONE_TIME_CODE, { oneTimeCode: INVALID_ONE_TIME_CODE });
  if (twoFactor.usedRecoveryCodes.includes(codeIndex)) {
    throw invalid(RECOVERY_CODE_USED, { oneTimeCode: RECOVERY_CODE_USED });
  }
  return [{ type: 'RecoveryCodeUsed', data: { accountId, codeIndex } }];
}

export function evolveTwoFactor(twoFactor: TwoFactor | null, event: TwoFactorEvent): TwoFactor | null {
  switch (event.type) {
    case 'TwoFactorEnrolled':
      return {
        secret: event.data.secret,
        recoveryCodeHashes: event.data.recoveryCodeHashes,
        usedRecoveryCodes: [],
        lastTimeStep: -1,
      };
    case 'TwoFactorCodeAccepted':
      return (
        twoFactor && { ...twoFactor, lastTimeStep: Math.max(twoFactor.lastTimeStep, event.data.timeStep) }
      );
    case 'RecoveryCodeUsed':
      return (
        twoFactor && {
          ...twoFactor,
          usedRecoveryCodes: [...twoFactor.usedRecoveryCodes, event.data.codeIndex],
        }
      );
    case 'TwoFactorReset':
      return null;
  }
}

export const isTwoFactorEvent = (event: { type: string }): event is TwoFactorEvent =>
  twoFactorEvents.some((definition) => definition.type === event.type);
