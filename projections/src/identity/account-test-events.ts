import type { AccountEvent } from '@verdant/domain/identity/account';

type EventData<Type extends AccountEvent['type']> = Extract<AccountEvent, { type: Type }>['data'];

/** Account events as the codec delivers them, shared by the identity read model specifications. */
export const asha: EventData<'AccountRegistered'> = {
  accountId: 'a-1',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  passwordHash: 'scrypt$asha-1',
};
export const ravi: EventData<'AccountRegistered'> = {
  accountId: 'a-2',
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  passwordHash: 'scrypt$ravi-1',
};

export const registered = (data: EventData<'AccountRegistered'>): AccountEvent => ({
  type: 'AccountRegistered',
  data,
});
/** How a registration reads once the customer's key is deleted, before or after AccountErased is recorded. */
export const registeredWithKeyDeleted = (accountId: string): AccountEvent => ({
  type: 'AccountRegistered',
  data: { accountId, fullName: null, email: null, phone: null, passwordHash: null },
});
export const adminGranted = (accountId: string): AccountEvent => ({
  type: 'AdminRoleGranted',
  data: { accountId },
});
export const adminRevoked = (accountId: string): AccountEvent => ({
  type: 'AdminRoleRevoked',
  data: { accountId },
});
export const accountErased = (accountId: string): AccountEvent => ({
  type: 'AccountErased',
  data: { accountId },
});
