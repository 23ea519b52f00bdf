import type { AccountEvent } from '@verdant/domain/identity/account';
import { ashasHome } from '@verdant/domain/identity/testing/addresses';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { accountErased, asha, registered } from './account-test-events';
import { type AccountAddressesView, addressesProjection, type SavedAddressView } from './addresses';

const spec = projectionSpecification(addressesProjection);

const home = ashasHome;

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
const saved = (
  addressId: string,
  {
    isDefault,
    createdAt,
    addressLine1 = home.addressLine1,
  }: { isDefault: boolean; createdAt: string; addressLine1?: string },
): SavedAddressView => ({ addressId, ...home, addressLine1, isDefault, createdAt });
const accountWith = (accountId: string, addresses: SavedAddressView[]): AccountAddressesView => ({
  _id: accountId,
  addresses,
});

describe('addresses read model', () => {
  it('lists an added address for its account, with every field, not yet the default', async () => {
    await spec.given([registered(asha), added('a-1', 'home')]).thenReadModel({
      account_addresses: [
        accountWith('a-1', [saved('home', { isDefault: false, createdAt: recordedAt(1) })]),
      ],
    });
  });

  it('keeps a second address line when one is given', async () => {
    const withSecondLine: AccountEvent = {
      type: 'AddressAdded',
      data: { accountId: 'a-1', addressId: 'home', address: { ...home, addressLine2: 'Near the park' } },
    };
    await spec.given([withSecondLine]).thenReadModel({
      account_addresses: [
        accountWith('a-1', [
          { ...saved('home', { isDefault: false, createdAt: recordedAt(0) }), addressLine2: 'Near the park' },
        ]),
      ],
    });
  });

  it('marks the first address as the default when the account chooses it', async () => {
    await spec.given([added('a-1', 'home'), defaultChanged('a-1', 'home')]).thenReadModel({
      account_addresses: [accountWith('a-1', [saved('home', { isDefault: true, createdAt: recordedAt(0) })])],
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
        account_addresses: [
          accountWith('a-1', [
            saved('home', { isDefault: false, createdAt: recordedAt(0) }),
            saved('office', { isDefault: true, createdAt: recordedAt(4), addressLine1: '1 Residency Road' }),
            saved('cabin', { isDefault: false, createdAt: recordedAt(5), addressLine1: '3 Hill View' }),
          ]),
          accountWith('a-2', [
            saved('ravi-home', { isDefault: true, createdAt: recordedAt(2), addressLine1: '5 Park Street' }),
          ]),
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
        account_addresses: [
          accountWith('a-2', [
            saved('ravi-home', { isDefault: false, createdAt: recordedAt(3), addressLine1: '5 Park Street' }),
          ]),
        ],
      });
  });

  it('stores nothing for an address that reads as erased, even when it was the default', async () => {
    await spec
      .given([addedWithKeyDeleted, defaultChanged('a-1', 'home'), added('a-2', 'ravi-home', '5 Park Street')])
      .thenReadModel({
        account_addresses: [
          accountWith('a-2', [
            saved('ravi-home', { isDefault: false, createdAt: recordedAt(2), addressLine1: '5 Park Street' }),
          ]),
        ],
      });
  });

  it('drops a stored address once its event reads as erased', async () => {
    await spec
      .given([added('a-1', 'home'), added('a-1', 'office', '1 Residency Road'), addedWithKeyDeleted])
      .thenReadModel({
        account_addresses: [
          accountWith('a-1', [
            saved('office', { isDefault: false, createdAt: recordedAt(1), addressLine1: '1 Residency Road' }),
          ]),
        ],
      });
    await spec.given([added('a-1', 'home'), addedWithKeyDeleted]).thenReadModel({ account_addresses: [] });
  });
});
