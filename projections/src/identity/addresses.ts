import type { AccountEvent } from '@verdant/domain/identity/account';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

/** One saved delivery address of an account. */
export interface AddressView extends StoredDocument {
  accountId: string;
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
  createdAt: string;
}

/** Every account's saved addresses, for /account and checkout (a shopper sees only their own). */
export const addressesProjection: Projection<AccountEvent> = {
  name: 'addresses',
  version: 1,
  handles: ['AddressAdded', 'DefaultAddressChanged', 'AccountErased'],
  collections: {
    addresses: [{ keys: { accountId: 1 } }],
  },
  async apply(event, collections) {
    const addresses = collections.collection<AddressView>('addresses');
    switch (event.type) {
      case 'AddressAdded': {
        const { accountId, addressId, address } = event.data;
        // Null once the customer's key is deleted: delete rather than skip, so a replay also removes it.
        if (address === null) {
          await addresses.deleteOne({ _id: addressId });
          return;
        }
        // Not the default yet: when it is, a DefaultAddressChanged follows, in a replay as well.
        await addresses.upsert({
          _id: addressId,
          accountId,
          ...address,
          isDefault: false,
          createdAt: event.metadata.at,
        });
        return;
      }
      case 'DefaultAddressChanged': {
        const { accountId, addressId } = event.data;
        await addresses.updateMany({ accountId, _id: { $ne: addressId } }, { $set: { isDefault: false } });
        await addresses.updateOne({ _id: addressId }, { $set: { isDefault: true } });
        return;
      }
      case 'AccountErased':
        await addresses.deleteMany({ accountId: event.data.accountId });
        return;
    }
  },
};
