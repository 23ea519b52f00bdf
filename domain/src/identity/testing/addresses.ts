import type { Address } from '../account-rules';

/** Asha's home in Bengaluru: the address the tests save, order to and read back. */
export const ashasHome: Address = {
  fullName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};
