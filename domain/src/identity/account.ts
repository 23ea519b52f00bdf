import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { conflict, DomainError, invalid, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import {
  type AddressInput,
  addressRules,
  emailRule,
  fullNameRule,
  type ProfileInput,
  phoneRule,
  profileRules,
} from './account-rules';
import {
  decideTwoFactor,
  evolveTwoFactor,
  isTwoFactorEvent,
  type TwoFactor,
  type TwoFactorCommand,
  twoFactorEvents,
} from './two-factor';

export const accountStreamId = (accountId: string) => `account-${accountId}`;
/** The reservation that keeps emails unique holds the email's keyed hash, never the email itself. */
export const ACCOUNT_EMAIL_SCOPE = 'account-email';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const ACCOUNT_EXISTS = 'This account already exists';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ACCOUNT_ERASED = 'This account no longer exists';
export const ACCOUNT_ERASED_CODE = 'account_erased';
export const accountErased = () => new DomainError('not_found', ACCOUNT_ERASED, {}, ACCOUNT_ERASED_CODE);
export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_EXISTS = 'This address already exists';
export const MAX_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `You can save at most ${MAX_ADDRESSES} addresses`;
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

const accountId = z.string().min(1);
const bySubject = { dataSubject: (data: { accountId: string }) => data.accountId };

export const AccountRegistered = defineEvent(
  'AccountRegistered',
  z.object({
    accountId,
    fullName: personal(z.string().min(1)),
    email: personal(z.string().min(1)),
    phone: personal(z.string().min(1)),
    // Personal too: erasing the customer's key also makes the account impossible to sign in to.
    passwordHash: personal(z.string().min(1)),
  }),
  bySubject,
);
export const ProfileUpdated = defineEvent(
  'ProfileUpdated',
  z.object({ accountId, fullName: personal(z.string().min(1)), phone: personal(z.string().min(1)) }),
  bySubject,
);
export const AddressAdded = defineEvent(
  'AddressAdded',
  z.object({
    accountId,
    addressId: z.string().min(1),
    address: personal(
      z.object({
        fullName: z.string().min(1),
        phone: z.string().min(1),
        addressLine1: z.string().min(1),
        addressLine2: z.string().min(1).nullable(),
        city: z.string().min(1),
        state: z.string().min(1),
        postalCode: z.string().min(1),
        country: z.string().min(1),
      }),
    ),
  }),
  bySubject,
);
export const DefaultAddressChanged = defineEvent(
  'DefaultAddressChanged',
  z.object({ accountId, addressId: z.string().min(1) }),
  bySubject,
);
export const AdminRoleGranted = defineEvent('AdminRoleGranted', z.object({ accountId }), bySubject);
export const AdminRoleRevoked = defineEvent('AdminRoleRevoked', z.object({ accountId }), bySubject);
export const PasswordChanged = defineEvent(
  'PasswordChanged',
  z.object({ accountId, passwordHash: personal(z.string().min(1)) }),
  bySubject,
);
/**
 * The same password, stored again by today's stronger scheme when its owner signed in with it: not a change
 * of password, so sessions carry on.
 */
export const PasswordRehashed = defineEvent(
  'PasswordRehashed',
  z.object({ accountId, passwordHash: personal(z.string().min(1)) }),
  bySubject,
);
/**
 * Someone asked for a link to choose a new password, mailed to the account's address; it works until
 * `expiresAt`. Nothing personal: whoever asked may not be the account's owner.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  z.object({ accountId, requestId: z.string().min(1), expiresAt: z.iso.datetime() }),
  bySubject,
);
/** The customer followed the link mailed to them, so the email is theirs. */
export const EmailVerified = defineEvent('EmailVerified', z.object({ accountId }), bySubject);
/** Recorded once the customer's key is deleted: their personal fields already read as null everywhere. */
export const AccountErased = defineEvent('AccountErased', z.object({ accountId }), bySubject);

export const accountEvents = [
  AccountRegistered,
  ProfileUpdated,
  AddressAdded,
  DefaultAddressChanged,
  AdminRoleGranted,
  AdminRoleRevoked,
  PasswordChanged,
  PasswordRehashed,
  PasswordResetRequested,
  EmailVerified,
  ...twoFactorEvents,
  AccountErased,
] as const;
export type AccountEvent = EventsOf<typeof accountEvents>;

/** Registration arrives with the email normalised and the password already hashed (hashing is infrastructure). */
const registrationRules = z.object({
  fullName: fullNameRule,
  email: emailRule,
  phone: phoneRule,
  passwordHash: z.string().min(1, 'Password hash is required'),
});
const passwordHashRules = registrationRules.pick({ passwordHash: true });
const resetRequestRules = z.object({
  requestId: z.string().min(1, 'Request id is required'),
  expiresAt: z.iso.datetime('Expiry must be a date and time'),
});

export type AccountCommand =
  | { type: 'RegisterAccount'; data: z.input<typeof registrationRules> & { accountId: string } }
  | { type: 'UpdateProfile'; data: { accountId: string } & ProfileInput }
  | { type: 'AddAddress'; data: { accountId: string; addressId: string } & AddressInput }
  | { type: 'ChangeDefaultAddress'; data: { accountId: string; addressId: string } }
  | { type: 'GrantAdminRole'; data: { accountId: string } }
  | { type: 'RevokeAdminRole'; data: { accountId: string } }
  | { type: 'ChangePassword'; data: { accountId: string; passwordHash: string } }
  | { type: 'RehashPassword'; data: { accountId: string; passwordHash: string } }
  | { type: 'RequestPasswordReset'; data: { accountId: string; requestId: string; expiresAt: string } }
  /** Through a mailed link, made for the password hash it is `replacing`: it resets that password only. */
  | { type: 'ResetPassword'; data: { accountId: string; passwordHash: string; replacing: string } }
  | { type: 'VerifyEmail'; data: { accountId: string } }
  | TwoFactorCommand
  | { type: 'EraseAccount'; data: { accountId: string } };

/** Personal fields are null once the customer's key is gone, even before AccountErased is recorded. */
export interface ActiveAccount {
  status: 'active';
  accountId: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  addressIds: readonly string[];
  defaultAddressId: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The authenticator app a back-office sign-in asks a code of, when one is set up. */
  twoFactor: TwoFactor | null;
}

export type AccountState = { status: 'absent' } | ActiveAccount | { status: 'erased'; accountId: string };

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ status: 'absent' }),

  decide(command, state) {
    if (state.status === 'erased') throw accountErased();
    if (command.type === 'RegisterAccount') {
      if (state.status === 'active') throw conflict(ACCOUNT_EXISTS);
      const registration = parseOrRefuse(registrationRules, command.data);
      return [{ type: 'AccountRegistered', data: { accountId: command.data.accountId, ...registration } }];
    }
    if (state.status === 'absent') throw notFound(ACCOUNT_NOT_FOUND);
    return decideForActiveAccount(command, state);
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, fullName, email, phone, passwordHash } = event.data;
        return {
          status: 'active',
          accountId,
          fullName,
          email,
          phone,
          passwordHash,
          addressIds: [],
          defaultAddressId: null,
          isAdmin: false,
          emailVerified: false,
          twoFactor: null,
        };
      }
      case 'AccountErased':
        return { status: 'erased', accountId: event.data.accountId };
    }
    return state.status === 'active' ? evolveActiveAccount(state, event) : state;
  },
};

function decideForActiveAccount(
  command: Exclude<AccountCommand, { type: 'RegisterAccount' }>,
  account: ActiveAccount,
): AccountEvent[] {
  const { accountId } = account;
  switch (command.type) {
    case 'UpdateProfile': {
      const profile = parseOrRefuse(profileRules, command.data);
      if (profile.fullName === account.fullName && profile.phone === account.phone) return [];
      return [{ type: 'ProfileUpdated', data: { accountId, ...profile } }];
    }
    case 'AddAddress': {
      const { addressId } = command.data;
      if (account.addressIds.includes(addressId)) throw conflict(ADDRESS_EXISTS);
      if (account.addressIds.length >= MAX_ADDRESSES) throw conflict(TOO_MANY_ADDRESSES);
      const address = parseOrRefuse(addressRules, command.data);
      const added: AccountEvent = { type: 'AddressAdded', data: { accountId, addressId, address } };
      // A shopper's first address is the one checkout should offer, without asking them to choose it.
      if (account.defaultAddressId !== null) return [added];
      return [added, { type: 'DefaultAddressChanged', data: { accountId, addressId } }];
    }
    case 'ChangeDefaultAddress': {
      const { addressId } = command.data;
      if (!account.addressIds.includes(addressId)) throw notFound(ADDRESS_NOT_FOUND);
      if (account.defaultAddressId === addressId) return [];
      return [{ type: 'DefaultAddressChanged', data: { accountId, addressId } }];
    }
    case 'GrantAdminRole':
      return account.isAdmin ? [] : [{ type: 'AdminRoleGranted', data: { accountId } }];
    case 'RevokeAdminRole':
      return account.isAdmin ? [{ type: 'AdminRoleRevoked', data: { accountId } }] : [];
    case 'ChangePassword': {
      const { passwordHash } = parseOrRefuse(passwordHashRules, command.data);
      return [{ type: 'PasswordChanged', data: { accountId, passwordHash } }];
    }
    case 'RehashPassword': {
      const { passwordHash } = parseOrRefuse(passwordHashRules, command.data);
      if (passwordHash === account.passwordHash) return [];
      return [{ type: 'PasswordRehashed', data: { accountId, passwordHash } }];
    }
    case 'RequestPasswordReset': {
      const { requestId, expiresAt } = parseOrRefuse(resetRequestRules, command.data);
      return [{ type: 'PasswordResetRequested', data: { accountId, requestId, expiresAt } }];
    }
    case 'ResetPassword': {
      // Once the password has changed, the link made for the old one is spent.
      if (account.passwordHash === null || account.passwordHash !== command.data.replacing)
        throw invalid(INVALID_RESET_LINK);
      const { passwordHash } = parseOrRefuse(passwordHashRules, command.data);
      return [{ type: 'PasswordChanged', data: { accountId, passwordHash } }];
    }
    case 'VerifyEmail':
      return account.emailVerified ? [] : [{ type: 'EmailVerified', data: { accountId } }];
    case 'EraseAccount':
      return [{ type: 'AccountErased', data: { accountId } }];
    case 'EnrolTwoFactor':
    case 'AcceptTwoFactorCode':
    case 'UseRecoveryCode':
    case 'ResetTwoFactor':
      return decideTwoFactor(command, account.twoFactor);
  }
}

function evolveActiveAccount(
  account: ActiveAccount,
  event: Exclude<AccountEvent, { type: 'AccountRegistered' | 'AccountErased' }>,
): ActiveAccount {
  if (isTwoFactorEvent(event)) return { ...account, twoFactor: evolveTwoFactor(account.twoFactor, event) };
  switch (event.type) {
    case 'ProfileUpdated':
      return { ...account, fullName: event.data.fullName, phone: event.data.phone };
    case 'AddressAdded':
      return { ...account, addressIds: [...account.addressIds, event.data.addressId] };
    case 'DefaultAddressChanged':
      return { ...account, defaultAddressId: event.data.addressId };
    case 'AdminRoleGranted':
      return { ...account, isAdmin: true };
    case 'AdminRoleRevoked':
      return { ...account, isAdmin: false };
    case 'PasswordChanged':
    case 'PasswordRehashed':
      return { ...account, passwordHash: event.data.passwordHash };
    case 'EmailVerified':
      return { ...account, emailVerified: true };
    case 'PasswordResetRequested':
      return account;
  }
}
