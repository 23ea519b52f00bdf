import type { Paise } from '@verdant/domain/catalog/money';
import type { AccountEvent } from '@verdant/domain/identity/account';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

/**
 * A customer as the admin's Customers screen shows them (SPEC.md section 3, customer summary). Built from
 * account events now; the sales events will feed the order figures into the same documents.
 */
export interface CustomerSummaryView extends StoredDocument {
  email: string | null;
  fullName: string | null;
  phone: string | null;
  joinedAt: string;
  orderCount: number;
  totalSpent: Paise;
  lastOrderAt: string | null;
  /** Erased customers stay counted, without their personal data, so the figures match the history. */
  erased: boolean;
}

export const customerSummariesProjection: Projection<AccountEvent> = {
  name: 'customer-summaries',
  version: 1,
  handles: ['AccountRegistered', 'ProfileUpdated', 'AccountErased'],
  collections: {
    customers: [{ keys: { joinedAt: -1 } }],
  },
  async apply(event, collections) {
    const customers = collections.collection<CustomerSummaryView>('customers');
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, email, fullName, phone } = event.data;
        // Only the account's own fields: a replay must not reset the order figures of a later pass.
        await customers.updateOne(
          { _id: accountId },
          {
            $set: { email, fullName, phone, joinedAt: event.metadata.at, erased: false },
            $setOnInsert: { orderCount: 0, totalSpent: 0, lastOrderAt: null },
          },
          { upsert: true },
        );
        return;
      }
      case 'ProfileUpdated': {
        const { accountId, fullName, phone } = event.data;
        await customers.updateOne({ _id: accountId }, { $set: { fullName, phone } });
        return;
      }
      case 'AccountErased':
        await customers.updateOne(
          { _id: event.data.accountId },
          { $set: { email: null, fullName: null, phone: null, erased: true } },
        );
        return;
    }
  },
};
