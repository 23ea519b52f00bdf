import { type AccountEvent, accountEvents } from './account';

/**
 * What a signed-in call needs to know of its account: whether it may act at all, and whether as an admin.
 * Both follow from the types of the account's events alone, never from their data, so this is folded from
 * the recorded events without opening (decrypting) their personal fields, and holds no personal data.
 */
export interface AccountAccess {
  status: 'absent' | 'active' | 'erased';
  isAdmin: boolean;
}

export type AccountEventType = AccountEvent['type'];

export const NO_ACCOUNT: AccountAccess = { status: 'absent', isAdmin: false };
const ACTIVE_CUSTOMER: AccountAccess = { status: 'active', isAdmin: false };
const ACTIVE_ADMIN: AccountAccess = { status: 'active', isAdmin: true };
const ERASED: AccountAccess = { status: 'erased', isAdmin: false };

const unchanged = (access: AccountAccess) => access;
const whileActive = (next: AccountAccess) => (access: AccountAccess) =>
  access.status === 'active' ? next : access;

/**
 * Every account event, and what it does to the access: as the account decider's evolve has it (a test
 * checks the two agree). A new account event must be named here, so whoever adds one decides.
 */
const accessAfter: Record<AccountEventType, (access: AccountAccess) => AccountAccess> = {
  AccountRegistered: () => ACTIVE_CUSTOMER,
  AccountErased: () => ERASED,
  AdminRoleGranted: whileActive(ACTIVE_ADMIN),
  AdminRoleRevoked: whileActive(ACTIVE_CUSTOMER),
  ProfileUpdated: unchanged,
  AddressAdded: unchanged,
  DefaultAddressChanged: unchanged,
  PasswordChanged: unchanged,
  PasswordRehashed: unchanged,
  PasswordResetRequested: unchanged,
  TwoFactorEnrolled: unchanged,
  TwoFactorCodeAccepted: unchanged,
  RecoveryCodeUsed: unchanged,
  TwoFactorReset: unchanged,
  EmailVerified: unchanged,
};

const accountEventTypes: ReadonlySet<string> = new Set(accountEvents.map((definition) => definition.type));

export const isAccountEventType = (type: string): type is AccountEventType => accountEventTypes.has(type);

/** The access after one more event of the account's stream. */
export const evolveAccountAccess = (access: AccountAccess, type: AccountEventType): AccountAccess =>
  accessAfter[type](access);

/** The access after these events (by type) of the account's stream, from `from` (no account by default). */
export function accountAccess(
  types: Iterable<AccountEventType>,
  from: AccountAccess = NO_ACCOUNT,
): AccountAccess {
  let access = from;
  for (const type of types) access = evolveAccountAccess(access, type);
  return access;
}
