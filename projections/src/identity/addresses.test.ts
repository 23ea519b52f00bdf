import type { AccountEvent } from '@verdant/domain/identity/account';
import { describe, it } from 'vitest';
import { projectionSpecification, recordedAt } from '../testing/projection-specification';
import { accountErased, asha, registered } from './account-test-events';
import { type AddressView, addressesProjection } from './addresses';

const spec = projectionSpecification(addressesProjection);

const home = {
  fullName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

const added = (accountId: string, addressId: string, addressLine1 = home.addressLine1): AccountEvent => ({
  type: 'AddressAdded',
  data: { accountId, addressId, address: { ...home, addressLine1 } },
});
const defaultChanged = (accountId: string, addressId: string): AccountEvent => ({
  type: 'DefaultAddressChanged',
  data: { accountId, addressId },
});
/** How an AddressAdded reads once the customer's key is deleted. */
const addedWithKeyDeleted: AccountEvent = {
  type: 'AddressAdded',
  data: { accountId: 'a-1', addressId: 'home', address: null },
};
const addressView = (
  accountId: string,
  addressId: string,
  {
    isDefault,
    createdAt,
    addressLine1 = home.addressLine1,
  }: { isDefault: boolean; createdAt: string; addressLine1?: string },
): AddressView => ({ _id: addressId, accountId, ...home, addressLine1, isDefault, createdAt });

describe('addresses read model', () => {
  it('lists an added address for its account, with every field, not yet the default', async () => {
    await spec.given([registered(asha), added('a-1', 'home')]).thenReadModel({
      addresses: [addressView('a-1', 'home', { isDefault: false, createdAt: recordedAt(1) })],
    });
  });

  it('keeps a second address line when one is given', async () => {
    const withSecondLine: AccountEvent = {
      type: 'AddressAdded',
      data: { accountId: 'a-1', addressId: 'home', address: { ...home, addressLine2: 'Near the park' } },
    };
    await spec.given([withSecondLine]).thenReadModel({
      addresses: [
        {
          ...addressView('a-1', 'home', { isDefault: false, createdAt: recordedAt(0) }),
          addressLine2: 'Near the park',
        },
      ],
    });
  });

  it('marks the first address as the default when the account chooses it', async () => {
    await spec.given([added('a-1', 'home'), defaultChanged('a-1', 'home')]).thenReadModel({
      addresses: [addressView('a-1', 'home', { isDefault: true, createdAt: recordedAt(0) })],
    });
  });

  it('keeps exactly one default among three addresses as the choice moves, without touching other accounts', async () => {
    await spec
      .given([
        added('a-1', 'home'),
        defaultChanged('a-1', 'home'),
        added('a-2', 'ravi-home', '5 Park Street'),
        defaultChanged('a-2', 'ravi-home'),
        added('a-1', 'office', '1 Residency Road'),
        added('a-1', 'cabin', '3 Hill View'),
        defaultChanged('a-1', 'cabin'),
        defaultChanged('a-1', 'office'),
      ])
      .thenReadModel({
        addresses: [
          addressView('a-1', 'cabin', {
            isDefault: false,
            createdAt: recordedAt(5),
            addressLine1: '3 Hill View',
          }),
          addressView('a-1', 'home', { isDefault: false, createdAt: recordedAt(0) }),
          addressView('a-1', 'office', {
            isDefault: true,
            createdAt: recordedAt(4),
            addressLine1: '1 Residency Road',
          }),
          addressView('a-2', 'ravi-home', {
            isDefault: true,
            createdAt: recordedAt(2),
            addressLine1: '5 Park Street',
          }),
        ],
      });
  });

  it("deletes an erased account's addresses and only those", async () => {
    await spec
      .given([
        added('a-1', 'home'),
        added('a-1', 'office', '1 Residency Road'),
        defaultChanged('a-1', 'office'),
        added('a-2', 'ravi-home', '5 Park Street'),
        accountErased('a-1'),
      ])
      .thenReadModel({
        addresses: [
          addressView('a-2', 'ravi-home', {
            isDefault: false,
            createdAt: recordedAt(3),
            addressLine1: '5 Park Street',
          }),
        ],
      });
  });

  it('stores nothing for an address that reads as erased, even when it was the default', async () => {
    await spec
      .given([addedWithKeyDeleted, defaultChanged('a-1', 'home'), added('a-2', 'ravi-home', '5 Park Street')])
      .thenReadModel({
        addresses: [
          addressView('a-2', 'ravi-home', {
            isDefault: false,
            createdAt: recordedAt(2),
            addressLine1: '5 Park Street',
          }),
        ],
      });
  });

  it('drops a stored address when its event is delivered again after the key was deleted', async () => {
    await spec.given([added('a-1', 'home'), addedWithKeyDeleted]).thenReadModel({ addresses: [] });
  });
});
