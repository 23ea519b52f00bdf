import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type AccountEvent, accountDecider } from './account';
import {
  ALREADY_ENROLLED,
  CODE_ALREADY_USED,
  INVALID_ONE_TIME_CODE,
  NOT_ENROLLED,
  RECOVERY_CODE_USED,
} from './two-factor';

const spec = deciderSpecification(accountDecider);
const accountId = 'a-1';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const recoveryCodeHashes = ['hash-a', 'hash-b', 'hash-c'];

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    accountId,
    fullName: 'Meera Nair',
    email: 'meera@verdant.test',
    phone: '9876543210',
    passwordHash: 'h',
  },
};
const enrolled: AccountEvent = { type: 'TwoFactorEnrolled', data: { accountId, secret, recoveryCodeHashes } };
const accepted = (timeStep: number): AccountEvent => ({
  type: 'TwoFactorCodeAccepted',
  data: { accountId, timeStep },
});

describe('two-factor sign-in', () => {
  describe('enrolment', () => {
    it('records the secret and the recovery codes’ hashes, and spends the code that confirmed them', () => {
      spec
        .given([registered])
        .when({ type: 'EnrolTwoFactor', data: { accountId, secret, recoveryCodeHashes, timeStep: 100 } })
        .thenEvents([enrolled, accepted(100)]);
    });

    it('refuses a second enrolment while one is set up', () => {
      spec
        .given([registered, enrolled, accepted(100)])
        .when({ type: 'EnrolTwoFactor', data: { accountId, secret, recoveryCodeHashes, timeStep: 200 } })
        .thenRefused('conflict', ALREADY_ENROLLED);
    });

    it('may start again after a reset', () => {
      spec
        .given([registered, enrolled, accepted(100), { type: 'TwoFactorReset', data: { accountId } }])
        .when({ type: 'EnrolTwoFactor', data: { accountId, secret, recoveryCodeHashes, timeStep: 300 } })
        .thenEvents([enrolled, accepted(300)]);
    });
  });

  describe('a code from the app', () => {
    it('is accepted once for its time step', () => {
      spec
        .given([registered, enrolled, accepted(100)])
        .when({ type: 'AcceptTwoFactorCode', data: { accountId, timeStep: 101 } })
        .thenEvents([accepted(101)]);
    });

    it('is refused again, and so is any code of an earlier step', () => {
      for (const timeStep of [101, 99]) {
        spec
          .given([registered, enrolled, accepted(100), accepted(101)])
          .when({ type: 'AcceptTwoFactorCode', data: { accountId, timeStep } })
          .thenRefused('invalid', CODE_ALREADY_USED);
      }
    });

    it('means nothing for an account without two-factor sign-in', () => {
      spec
        .given([registered])
        .when({ type: 'AcceptTwoFactorCode', data: { accountId, timeStep: 1 } })
        .thenRefused('not_found', NOT_ENROLLED);
    });
  });

  describe('a recovery code', () => {
    it('works once, by its hash', () => {
      spec
        .given([registered, enrolled])
        .when({ type: 'UseRecoveryCode', data: { accountId, codeHash: 'hash-b' } })
        .thenEvents([{ type: 'RecoveryCodeUsed', data: { accountId, codeIndex: 1 } }]);
      spec
        .given([registered, enrolled, { type: 'RecoveryCodeUsed', data: { accountId, codeIndex: 1 } }])
        .when({ type: 'UseRecoveryCode', data: { accountId, codeHash: 'hash-b' } })
        .thenRefused('invalid', RECOVERY_CODE_USED);
    });

    it('is refused when it is none of the account’s', () => {
      spec
        .given([registered, enrolled])
        .when({ type: 'UseRecoveryCode', data: { accountId, codeHash: 'hash-z' } })
        .thenRefused('invalid', INVALID_ONE_TIME_CODE);
    });
  });

  describe('a reset', () => {
    it('takes the second factor off, and does nothing when there is none', () => {
      spec
        .given([registered, enrolled])
        .when({ type: 'ResetTwoFactor', data: { accountId } })
        .thenEvents([{ type: 'TwoFactorReset', data: { accountId } }]);
      spec.given([registered]).when({ type: 'ResetTwoFactor', data: { accountId } }).thenNothingHappens();
    });
  });
});
