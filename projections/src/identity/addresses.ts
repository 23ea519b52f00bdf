import type { AccountEvent } from '@verdant/domain/identity/account';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** One saved delivery address. */
export interface SavedAddressView {
  addressId: string;
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

/** An account's saved addresses, in the order they were added; the `_id` is the account's id. */
export interface AccountAddressesView extends StoredDocument {
  addresses: SavedAddressView[];
}

/** Every account's saved addresses, for /account and checkout (a shopper sees only their own). */
export const addressesProjection = documentProjection<
  AccountEvent,
  AccountAddressesView,
  'AddressAdded' | 'DefaultAddressChanged' | 'AccountErased'
>({
  name: 'addresses',
  // Version 2 keeps one document per account, so changing the default is one write.
  version: 2,
  collection: 'account_addresses',
  handles: ['AddressAdded', 'DefaultAddressChanged', 'AccountErased'],
  documentId: (event) => event.data.accountId,
  evolve(account, event) {
    const addresses = account?.addresses ?? [];
    switch (event.type) {
      case 'AddressAdded': {
        const { accountId, addressId, address } = event.data;
        const others = addresses.filter((saved) => saved.addressId !== addressId);
        // Null once the customer's key is deleted: the address is dropped, on a replay as well.
        if (address === null) return withAddresses(accountId, others);
        // Not the default yet: when it is, a DefaultAddressChanged follows, in a replay as well.
        const saved = { addressId, ...address, isDefault: false, createdAt: event.metadata.at };
        return withAddresses(accountId, [...others, saved]);
      }
      case 'DefaultAddressChanged': {
        const { accountId, addressId } = event.data;
        return withAddresses(
          accountId,
          addresses.map((saved) => ({ ...saved, isDefault: saved.addressId === addressId })),
        );
      }
      case 'AccountErased':
        return null;
    }
  },
});

function withAddresses(accountId: string, addresses: SavedAddressView[]): AccountAddressesView | null {
  return addresses.length > 0 ? { _id: accountId, addresses } : null;
}
