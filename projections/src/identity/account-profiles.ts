import type { AccountEvent } from '@verdant/domain/identity/account';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

/**
 * An account as the shopper's profile and the admin's list of users show it. Never a password hash: this
 * document is sent to clients. Personal fields are null once the customer's data has been erased.
 */
export interface AccountProfileView extends StoredDocument {
  email: string | null;
  fullName: string | null;
  phone: string | null;
  isAdmin: boolean;
  /** Erased accounts stay listed, without their personal data, so the admin list matches the history. */
  erased: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Profiles of every account, for /account Settings, the admin header and the admin list of users. */
export const accountProfilesProjection: Projection<AccountEvent> = {
  name: 'account-profiles',
  version: 1,
  handles: ['AccountRegistered', 'ProfileUpdated', 'AdminRoleGranted', 'AdminRoleRevoked', 'AccountErased'],
  collections: {
    // Not unique: erased accounts all hold a null email.
    profiles: [{ keys: { email: 1 } }, { keys: { createdAt: -1 } }],
  },
  async apply(event, collections) {
    const profiles = collections.collection<AccountProfileView>('profiles');
    const at = event.metadata.at;
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, email, fullName, phone } = event.data;
        await profiles.upsert({
          _id: accountId,
          email,
          fullName,
          phone,
          isAdmin: false,
          erased: false,
          createdAt: at,
          updatedAt: at,
        });
        return;
      }
      case 'ProfileUpdated': {
        const { accountId, fullName, phone } = event.data;
        await profiles.updateOne({ _id: accountId }, { $set: { fullName, phone, updatedAt: at } });
        return;
      }
      case 'AdminRoleGranted':
        await profiles.updateOne({ _id: event.data.accountId }, { $set: { isAdmin: true, updatedAt: at } });
        return;
      case 'AdminRoleRevoked':
        await profiles.updateOne({ _id: event.data.accountId }, { $set: { isAdmin: false, updatedAt: at } });
        return;
      case 'AccountErased':
        await profiles.updateOne(
          { _id: event.data.accountId },
          {
            $set: { email: null, fullName: null, phone: null, isAdmin: false, erased: true, updatedAt: at },
          },
        );
        return;
    }
  },
};
