import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { isPersonal } from '../shared/personal-data';
import { deciderSpecification } from '../shared/testing/decider-specification';
import {
  ACCOUNT_ERASED,
  ACCOUNT_EXISTS,
  ACCOUNT_NOT_FOUND,
  type AccountCommand,
  type AccountEvent,
  AccountRegistered,
  ADDRESS_EXISTS,
  ADDRESS_NOT_FOUND,
  AddressAdded,
  accountDecider,
  accountEvents,
  accountStreamId,
  INVALID_RESET_LINK,
  MAX_ADDRESSES,
  PasswordChanged,
  PasswordResetRequested,
  ProfileUpdated,
  TOO_MANY_ADDRESSES,
} from './account';
import { ashasHome } from './testing/addresses';

const spec = deciderSpecification(accountDecider);
const accountId = 'a-1';

const registration = {
  accountId,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  passwordHash: 'scrypt$hash-1',
};
const registered: AccountEvent = { type: 'AccountRegistered', data: registration };
const home = ashasHome;
const homeAdded: AccountEvent = {
  type: 'AddressAdded',
  data: { accountId, addressId: 'home', address: home },
};
const homeIsDefault: AccountEvent = { type: 'DefaultAddressChanged', data: { accountId, addressId: 'home' } };
const officeAdded: AccountEvent = {
  type: 'AddressAdded',
  data: { accountId, addressId: 'office', address: { ...home, addressLine1: '1 Residency Road' } },
};
const adminGranted: AccountEvent = { type: 'AdminRoleGranted', data: { accountId } };
const adminRevoked: AccountEvent = { type: 'AdminRoleRevoked', data: { accountId } };
const erased: AccountEvent = { type: 'AccountErased', data: { accountId } };

const addHome = {
  type: 'AddAddress',
  data: {
    accountId,
    addressId: 'home',
    fullName: ' Asha Rao ',
    phone: '+91 98765 43210',
    addressLine1: '12 MG Road',
    addressLine2: ' ',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560 001',
  },
} satisfies AccountCommand;

describe('customer account', () => {
  it('lives in the stream account-{accountId}', () => {
    expect(accountStreamId('a-1')).toBe('account-a-1');
  });

  describe('register', () => {
    it('records the normalised details with the password hash it was given', () => {
      spec
        .given([])
        .when({
          type: 'RegisterAccount',
          data: {
            accountId,
            fullName: '  Asha Rao ',
            email: ' Asha@Example.com ',
            phone: '+91 98765-43210',
            passwordHash: 'scrypt$hash-1',
          },
        })
        .thenEvents([registered]);
    });

    it('refuses details that break the sign-up rules, naming each field', () => {
      spec
        .given([])
        .when({
          type: 'RegisterAccount',
          data: { accountId, fullName: '', email: 'asha@', phone: '12345', passwordHash: 'scrypt$hash-1' },
        })
        .thenRefused('invalid', 'Full name is required', {
          fullName: 'Full name is required',
          email: 'Please enter a valid email address',
          phone: 'Please enter a valid 10-digit mobile number',
        });
    });

    it('refuses a registration without a password hash', () => {
      spec
        .given([])
        .when({ type: 'RegisterAccount', data: { ...registration, passwordHash: '' } })
        .thenRefused('invalid', 'Password hash is required');
    });

    it('refuses to register the same account twice', () => {
      spec
        .given([registered])
        .when({ type: 'RegisterAccount', data: registration })
        .thenRefused('conflict', ACCOUNT_EXISTS);
    });
  });

  describe('update profile', () => {
    it('records the new full name and phone', () => {
      spec
        .given([registered])
        .when({ type: 'UpdateProfile', data: { accountId, fullName: ' Asha R. ', phone: '09123456789' } })
        .thenEvents([
          { type: 'ProfileUpdated', data: { accountId, fullName: 'Asha R.', phone: '9123456789' } },
        ]);
    });

    it('records nothing when the values are the same once normalised', () => {
      spec
        .given([registered])
        .when({ type: 'UpdateProfile', data: { accountId, fullName: 'Asha Rao ', phone: '+91 98765 43210' } })
        .thenNothingHappens();
    });

    it('compares with the latest profile, not the one registered', () => {
      const updated: AccountEvent = {
        type: 'ProfileUpdated',
        data: { accountId, fullName: 'Asha R.', phone: '9123456789' },
      };
      spec
        .given([registered, updated])
        .when({ type: 'UpdateProfile', data: { accountId, fullName: 'Asha R.', phone: '9123456789' } })
        .thenNothingHappens();
      spec
        .given([registered, updated])
        .when({ type: 'UpdateProfile', data: { accountId, fullName: 'Asha Rao', phone: '9876543210' } })
        .thenEvents([
          { type: 'ProfileUpdated', data: { accountId, fullName: 'Asha Rao', phone: '9876543210' } },
        ]);
    });

    it('refuses a missing full name or phone', () => {
      spec
        .given([registered])
        .when({ type: 'UpdateProfile', data: { accountId, fullName: ' ', phone: '' } })
        .thenRefused('invalid', 'Full name is required', {
          fullName: 'Full name is required',
          phone: 'Phone number is required',
        });
    });
  });

  describe('add address', () => {
    it('makes the first address the default', () => {
      spec.given([registered]).when(addHome).thenEvents([homeAdded, homeIsDefault]);
    });

    it('keeps the default when another address is added', () => {
      spec
        .given([registered, homeAdded, homeIsDefault])
        .when({
          ...addHome,
          data: { ...addHome.data, addressId: 'office', addressLine1: '1 Residency Road' },
        })
        .thenEvents([officeAdded]);
    });

    it('refuses an address that breaks the rules, naming each field', () => {
      spec
        .given([registered])
        .when({ ...addHome, data: { ...addHome.data, postalCode: '56001', city: '' } })
        .thenRefused('invalid', 'City is required', {
          city: 'City is required',
          postalCode: 'Please enter a valid 6-digit PIN code',
        });
    });

    it('refuses an address outside India', () => {
      spec
        .given([registered])
        .when({ ...addHome, data: { ...addHome.data, country: 'Sri Lanka' } })
        .thenRefused('invalid', 'We deliver only within India');
    });

    it('refuses to add the same address twice', () => {
      spec
        .given([registered, homeAdded, homeIsDefault])
        .when(addHome)
        .thenRefused('conflict', ADDRESS_EXISTS);
    });

    it(`refuses more than ${MAX_ADDRESSES} addresses`, () => {
      const saved = Array.from(
        { length: MAX_ADDRESSES },
        (_, index): AccountEvent => ({
          type: 'AddressAdded',
          data: { accountId, addressId: `address-${index}`, address: home },
        }),
      );
      spec
        .given([registered, ...saved])
        .when({ ...addHome, data: { ...addHome.data, addressId: 'one-too-many' } })
        .thenRefused('conflict', TOO_MANY_ADDRESSES);
      spec
        .given([registered, ...saved.slice(1)])
        .when({ ...addHome, data: { ...addHome.data, addressId: 'last-one' } })
        .thenEvents([
          { type: 'AddressAdded', data: { accountId, addressId: 'last-one', address: home } },
          { type: 'DefaultAddressChanged', data: { accountId, addressId: 'last-one' } },
        ]);
    });
  });

  describe('change default address', () => {
    it('records the newly chosen default', () => {
      spec
        .given([registered, homeAdded, homeIsDefault, officeAdded])
        .when({ type: 'ChangeDefaultAddress', data: { accountId, addressId: 'office' } })
        .thenEvents([{ type: 'DefaultAddressChanged', data: { accountId, addressId: 'office' } }]);
    });

    it('records nothing when the address is already the default', () => {
      spec
        .given([registered, homeAdded, homeIsDefault, officeAdded])
        .when({ type: 'ChangeDefaultAddress', data: { accountId, addressId: 'home' } })
        .thenNothingHappens();
    });

    it('refuses an address the account does not have', () => {
      spec
        .given([registered, homeAdded, homeIsDefault])
        .when({ type: 'ChangeDefaultAddress', data: { accountId, addressId: 'someone-elses' } })
        .thenRefused('not_found', ADDRESS_NOT_FOUND);
    });
  });

  describe('admin role', () => {
    it('is granted to a customer', () => {
      spec
        .given([registered])
        .when({ type: 'GrantAdminRole', data: { accountId } })
        .thenEvents([adminGranted]);
    });

    it('is not granted twice', () => {
      spec
        .given([registered, adminGranted])
        .when({ type: 'GrantAdminRole', data: { accountId } })
        .thenNothingHappens();
    });

    it('is revoked from an admin', () => {
      spec
        .given([registered, adminGranted])
        .when({ type: 'RevokeAdminRole', data: { accountId } })
        .thenEvents([adminRevoked]);
    });

    it('is not revoked from an account that does not hold it', () => {
      spec.given([registered]).when({ type: 'RevokeAdminRole', data: { accountId } }).thenNothingHappens();
      spec
        .given([registered, adminGranted, adminRevoked])
        .when({ type: 'RevokeAdminRole', data: { accountId } })
        .thenNothingHappens();
    });

    it('can be granted again after being revoked', () => {
      spec
        .given([registered, adminGranted, adminRevoked])
        .when({ type: 'GrantAdminRole', data: { accountId } })
        .thenEvents([adminGranted]);
    });
  });

  describe('change password', () => {
    it('records the new password hash', () => {
      spec
        .given([registered])
        .when({ type: 'ChangePassword', data: { accountId, passwordHash: 'scrypt$hash-2' } })
        .thenEvents([{ type: 'PasswordChanged', data: { accountId, passwordHash: 'scrypt$hash-2' } }]);
    });

    it('refuses an empty hash', () => {
      spec
        .given([registered])
        .when({ type: 'ChangePassword', data: { accountId, passwordHash: '' } })
        .thenRefused('invalid', 'Password hash is required');
    });
  });

  describe('rehash password', () => {
    it('records the same password stored by the stronger scheme', () => {
      spec
        .given([registered])
        .when({ type: 'RehashPassword', data: { accountId, passwordHash: '$argon2id$hash-3' } })
        .thenEvents([{ type: 'PasswordRehashed', data: { accountId, passwordHash: '$argon2id$hash-3' } }]);
    });

    it('records nothing when the stored hash is already that one', () => {
      spec
        .given([
          registered,
          { type: 'PasswordRehashed', data: { accountId, passwordHash: '$argon2id$hash-3' } },
        ])
        .when({ type: 'RehashPassword', data: { accountId, passwordHash: '$argon2id$hash-3' } })
        .thenNothingHappens();
    });
  });

  describe('request a password reset', () => {
    const request = { accountId, requestId: 'r-1', expiresAt: '2025-06-01T11:00:00.000Z' };

    it('records the request and until when its link works', () => {
      spec
        .given([registered])
        .when({ type: 'RequestPasswordReset', data: request })
        .thenEvents([{ type: 'PasswordResetRequested', data: request }]);
    });

    it('records each request, so each gets its own mail', () => {
      spec
        .given([registered, { type: 'PasswordResetRequested', data: request }])
        .when({ type: 'RequestPasswordReset', data: { ...request, requestId: 'r-2' } })
        .thenEvents([{ type: 'PasswordResetRequested', data: { ...request, requestId: 'r-2' } }]);
    });

    it('refuses a request without an expiry', () => {
      spec
        .given([registered])
        .when({ type: 'RequestPasswordReset', data: { ...request, expiresAt: 'in an hour' } })
        .thenRefused('invalid', 'Expiry must be a date and time');
    });

    it('changes nothing the account decides with', () => {
      expect(
        foldEvents(accountDecider, [registered, { type: 'PasswordResetRequested', data: request }]),
      ).toEqual(foldEvents(accountDecider, [registered]));
    });
  });

  describe('reset password', () => {
    const reset = { accountId, passwordHash: 'scrypt$hash-9', replacing: 'scrypt$hash-1' };

    it('records the new password hash when the link was made for the current password', () => {
      spec
        .given([registered])
        .when({ type: 'ResetPassword', data: reset })
        .thenEvents([{ type: 'PasswordChanged', data: { accountId, passwordHash: 'scrypt$hash-9' } }]);
    });

    it('refuses a link made for a password changed since, so each link works once', () => {
      spec
        .given([registered, { type: 'PasswordChanged', data: { accountId, passwordHash: 'scrypt$hash-9' } }])
        .when({ type: 'ResetPassword', data: { ...reset, passwordHash: 'scrypt$hash-10' } })
        .thenRefused('invalid', INVALID_RESET_LINK);
    });

    it('refuses an account whose password can no longer be read', () => {
      const unreadable: AccountEvent = {
        type: 'AccountRegistered',
        data: { accountId, fullName: null, email: null, phone: null, passwordHash: null },
      };
      spec
        .given([unreadable])
        .when({ type: 'ResetPassword', data: reset })
        .thenRefused('invalid', INVALID_RESET_LINK);
    });
  });

  describe('verify email', () => {
    const verified: AccountEvent = { type: 'EmailVerified', data: { accountId } };

    it('records that the customer confirmed their email', () => {
      spec.given([registered]).when({ type: 'VerifyEmail', data: { accountId } }).thenEvents([verified]);
    });

    it('treats a second confirmation as done already', () => {
      spec
        .given([registered, verified])
        .when({ type: 'VerifyEmail', data: { accountId } })
        .thenNothingHappens();
    });

    it('refuses to verify an erased account', () => {
      spec
        .given([registered, erased])
        .when({ type: 'VerifyEmail', data: { accountId } })
        .thenRefused('not_found', ACCOUNT_ERASED);
    });
  });

  describe('erase', () => {
    it('records the erasure', () => {
      spec
        .given([registered, homeAdded])
        .when({ type: 'EraseAccount', data: { accountId } })
        .thenEvents([erased]);
    });

    it.for<AccountCommand>([
      { type: 'RegisterAccount', data: registration },
      { type: 'UpdateProfile', data: { accountId, fullName: 'Asha', phone: '9876543210' } },
      addHome,
      { type: 'ChangeDefaultAddress', data: { accountId, addressId: 'home' } },
      { type: 'GrantAdminRole', data: { accountId } },
      { type: 'RevokeAdminRole', data: { accountId } },
      { type: 'ChangePassword', data: { accountId, passwordHash: 'scrypt$hash-2' } },
      {
        type: 'RequestPasswordReset',
        data: { accountId, requestId: 'r-1', expiresAt: '2025-06-01T11:00:00.000Z' },
      },
      {
        type: 'ResetPassword',
        data: { accountId, passwordHash: 'scrypt$hash-2', replacing: 'scrypt$hash-1' },
      },
      { type: 'EraseAccount', data: { accountId } },
    ])('refuses $type once the account is erased', (command) => {
      spec
        .given([registered, homeAdded, homeIsDefault, adminGranted, erased])
        .when(command)
        .thenRefused('not_found', ACCOUNT_ERASED);
    });

    it('still decides on an account whose personal data already reads as erased', () => {
      const unreadable: AccountEvent = {
        type: 'AccountRegistered',
        data: { accountId, fullName: null, email: null, phone: null, passwordHash: null },
      };
      spec.given([unreadable]).when({ type: 'EraseAccount', data: { accountId } }).thenEvents([erased]);
    });
  });

  describe('state for signing in', () => {
    it('holds the email and the latest password hash', () => {
      const changed: AccountEvent = {
        type: 'PasswordChanged',
        data: { accountId, passwordHash: 'scrypt$hash-2' },
      };
      expect(foldEvents(accountDecider, [registered, changed])).toMatchObject({
        status: 'active',
        email: 'asha@example.com',
        passwordHash: 'scrypt$hash-2',
      });
    });

    it('holds nothing personal once the account is erased', () => {
      expect(foldEvents(accountDecider, [registered, homeAdded, erased])).toEqual({
        status: 'erased',
        accountId,
      });
    });
  });

  describe('an account that was never registered', () => {
    it.for<AccountCommand>([
      { type: 'UpdateProfile', data: { accountId, fullName: 'Asha', phone: '9876543210' } },
      addHome,
      { type: 'ChangeDefaultAddress', data: { accountId, addressId: 'home' } },
      { type: 'GrantAdminRole', data: { accountId } },
      { type: 'RevokeAdminRole', data: { accountId } },
      { type: 'ChangePassword', data: { accountId, passwordHash: 'scrypt$hash-2' } },
      {
        type: 'RequestPasswordReset',
        data: { accountId, requestId: 'r-1', expiresAt: '2025-06-01T11:00:00.000Z' },
      },
      {
        type: 'ResetPassword',
        data: { accountId, passwordHash: 'scrypt$hash-2', replacing: 'scrypt$hash-1' },
      },
      { type: 'EraseAccount', data: { accountId } },
    ])('refuses $type', (command) => {
      spec.given([]).when(command).thenRefused('not_found', ACCOUNT_NOT_FOUND);
    });
  });

  describe('events', () => {
    it('name the account as the subject of their personal data', () => {
      for (const definition of accountEvents) {
        expect(definition.dataSubject?.({ accountId } as never)).toBe(accountId);
      }
    });

    it('mark every name, email, phone, address and password hash as personal', () => {
      const personalFields = (shape: Record<string, unknown>) =>
        Object.entries(shape)
          .filter(([, field]) => isPersonal(field as Parameters<typeof isPersonal>[0]))
          .map(([name]) => name);
      expect(personalFields(AccountRegistered.schema.shape)).toEqual([
        'fullName',
        'email',
        'phone',
        'passwordHash',
      ]);
      expect(personalFields(ProfileUpdated.schema.shape)).toEqual(['fullName', 'phone']);
      expect(personalFields(AddressAdded.schema.shape)).toEqual(['address']);
      expect(personalFields(PasswordChanged.schema.shape)).toEqual(['passwordHash']);
      expect(personalFields(PasswordResetRequested.schema.shape)).toEqual([]);
    });

    it('keep ids and roles readable after erasure', () => {
      for (const definition of accountEvents) {
        expect(isPersonal(definition.schema.shape.accountId)).toBe(false);
      }
    });
  });
});
