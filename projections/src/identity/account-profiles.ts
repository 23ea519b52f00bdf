import type { AccountEvent } from '@verdant/domain/identity/account';
import { documentProjection, type StoredDocument } from '@verdant/platform';

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
export const accountProfilesProjection = documentProjection<
  AccountEvent,
  AccountProfileView,
  'AccountRegistered' | 'ProfileUpdated' | 'AdminRoleGranted' | 'AdminRoleRevoked' | 'AccountErased'
>({
  name: 'account-profiles',
  version: 1,
  collection: 'profiles',
  // Not unique: erased accounts all hold a null email.
  indexes: [{ keys: { email: 1 } }, { keys: { createdAt: -1 } }],
  handles: ['AccountRegistered', 'ProfileUpdated', 'AdminRoleGranted', 'AdminRoleRevoked', 'AccountErased'],
  documentId: (event) => event.data.accountId,
  evolve(profile, event) {
    const at = event.metadata.at;
    if (event.type === 'AccountRegistered') {
      const { accountId, email, fullName, phone } = event.data;
      return {
        _id: accountId,
        email,
        fullName,
        phone,
        isAdmin: false,
        erased: false,
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!profile) return null;
    switch (event.type) {
      case 'ProfileUpdated': {
        const { fullName, phone } = event.data;
        return { ...profile, fullName, phone, updatedAt: at };
      }
      case 'AdminRoleGranted':
        return { ...profile, isAdmin: true, updatedAt: at };
      case 'AdminRoleRevoked':
        return { ...profile, isAdmin: false, updatedAt: at };
      case 'AccountErased':
        return {
          ...profile,
          email: null,
          fullName: null,
          phone: null,
          isAdmin: false,
          erased: true,
          updatedAt: at,
        };
    }
  },
});
