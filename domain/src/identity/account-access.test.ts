import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { type AccountEvent, accountDecider, accountEvents } from './account';
import {
  type AccountAccess,
  type AccountEventType,
  accountAccess,
  isAccountEventType,
  NO_ACCOUNT,
} from './account-access';
import { ashasHome } from './testing/addresses';

const accountId = 'a-1';

/** One event of each account type, with data as the decider would record it. */
const sample: { [Type in AccountEventType]: Extract<AccountEvent, { type: Type }> } = {
  AccountRegistered: {
    type: 'AccountRegistered',
    data: {
      accountId,
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      passwordHash: 'scrypt$hash-1',
    },
  },
  ProfileUpdated: { type: 'ProfileUpdated', data: { accountId, fullName: 'Asha R.', phone: '9123456789' } },
  AddressAdded: {
    type: 'AddressAdded',
    data: {
      accountId,
      addressId: 'home',
      address: ashasHome,
    },
  },
  DefaultAddressChanged: { type: 'DefaultAddressChanged', data: { accountId, addressId: 'home' } },
  AdminRoleGranted: { type: 'AdminRoleGranted', data: { accountId } },
  AdminRoleRevoked: { type: 'AdminRoleRevoked', data: { accountId } },
  PasswordChanged: { type: 'PasswordChanged', data: { accountId, passwordHash: 'scrypt$hash-2' } },
  PasswordRehashed: { type: 'PasswordRehashed', data: { accountId, passwordHash: '$argon2id$hash-3' } },
  PasswordResetRequested: {
    type: 'PasswordResetRequested',
    data: { accountId, requestId: 'r-1', expiresAt: '2025-06-01T11:00:00.000Z' },
  },
  EmailVerified: { type: 'EmailVerified', data: { accountId } },
  TwoFactorEnrolled: {
    type: 'TwoFactorEnrolled',
    data: { accountId, secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', recoveryCodeHashes: ['hash-1'] },
  },
  TwoFactorCodeAccepted: { type: 'TwoFactorCodeAccepted', data: { accountId, timeStep: 100 } },
  RecoveryCodeUsed: { type: 'RecoveryCodeUsed', data: { accountId, codeIndex: 0 } },
  TwoFactorReset: { type: 'TwoFactorReset', data: { accountId } },
  AccountErased: { type: 'AccountErased', data: { accountId } },
};
const types = Object.keys(sample) as AccountEventType[];

/** Given these events (by type), then this access. */
const given = (...pastTypes: AccountEventType[]) => ({
  thenAccess: (expected: AccountAccess) => expect(accountAccess(pastTypes)).toEqual(expected),
});

const customer: AccountAccess = { status: 'active', isAdmin: false };
const admin: AccountAccess = { status: 'active', isAdmin: true };
const erased: AccountAccess = { status: 'erased', isAdmin: false };

describe('an account’s access, from its events’ types alone', () => {
  it('is no account before the registration', () => {
    given().thenAccess(NO_ACCOUNT);
    expect(NO_ACCOUNT).toEqual({ status: 'absent', isAdmin: false });
  });

  it('is an active customer once registered, whatever the profile, addresses or password do', () => {
    given('AccountRegistered').thenAccess(customer);
    given(
      'AccountRegistered',
      'ProfileUpdated',
      'AddressAdded',
      'DefaultAddressChanged',
      'PasswordChanged',
      'PasswordRehashed',
      'PasswordResetRequested',
      'EmailVerified',
    ).thenAccess(customer);
  });

  it('is an admin from the role’s grant until its revocation', () => {
    given('AccountRegistered', 'AdminRoleGranted').thenAccess(admin);
    given('AccountRegistered', 'AdminRoleGranted', 'ProfileUpdated', 'EmailVerified').thenAccess(admin);
    given('AccountRegistered', 'AdminRoleGranted', 'AdminRoleRevoked').thenAccess(customer);
    given('AccountRegistered', 'AdminRoleGranted', 'AdminRoleRevoked', 'AdminRoleGranted').thenAccess(admin);
  });

  it('is gone for good once erased, admin or not', () => {
    given('AccountRegistered', 'AccountErased').thenAccess(erased);
    given('AccountRegistered', 'AdminRoleGranted', 'AccountErased').thenAccess(erased);
    given('AccountRegistered', 'AccountErased', 'AdminRoleGranted').thenAccess(erased);
  });

  it('goes on from an access folded before, with only the newer events', () => {
    const before = accountAccess(['AccountRegistered', 'EmailVerified']);
    expect(accountAccess(['AdminRoleGranted'], before)).toEqual(admin);
    expect(accountAccess([], before)).toEqual(customer);
  });

  it('knows every account event type, and only those', () => {
    expect(new Set(types)).toEqual(new Set(accountEvents.map((definition) => definition.type)));
    for (const type of types) expect(isAccountEventType(type)).toBe(true);
    expect(isAccountEventType('CartItemAdded')).toBe(false);
  });

  it('agrees with the account decider’s own state for every history of up to four events', () => {
    const histories: AccountEventType[][] = [[]];
    for (let length = 1; length <= 4; length++) {
      for (const history of histories.filter((shorter) => shorter.length === length - 1))
        for (const type of types) histories.push([...history, type]);
    }
    for (const history of histories) {
      const state = foldEvents(
        accountDecider,
        history.map((type) => sample[type]),
      );
      const expected: AccountAccess = {
        status: state.status,
        isAdmin: state.status === 'active' && state.isAdmin,
      };
      expect({ history, access: accountAccess(history) }).toEqual({ history, access: expected });
    }
  });
});
