import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent } from '@verdant/domain/sales/order';
import type { Paise } from '@verdant/domain/shared/money';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/**
 * A customer as the admin's Customers screen shows them: contact details, when they joined, how many orders,
 * how much spent and when they last ordered. A cancelled order counts neither as an order nor as spending.
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

export const customerSummariesProjection = documentProjection<
  AccountEvent | OrderEvent,
  CustomerSummaryView,
  'AccountRegistered' | 'ProfileUpdated' | 'AccountErased' | 'OrderPlaced' | 'OrderCancelled'
>({
  name: 'customer-summaries',
  // Version 2 counts the orders.
  version: 2,
  collection: 'customers',
  indexes: [{ keys: { joinedAt: -1 } }],
  handles: ['AccountRegistered', 'ProfileUpdated', 'AccountErased', 'OrderPlaced', 'OrderCancelled'],
  documentId: (event) =>
    event.type === 'OrderPlaced' || event.type === 'OrderCancelled'
      ? event.data.customerId
      : event.data.accountId,
  evolve(customer, event) {
    if (event.type === 'AccountRegistered') {
      const { accountId, email, fullName, phone } = event.data;
      return {
        _id: accountId,
        email,
        fullName,
        phone,
        joinedAt: event.metadata.at,
        orderCount: 0,
        totalSpent: 0,
        lastOrderAt: null,
        erased: false,
      };
    }
    if (!customer) return null;
    switch (event.type) {
      case 'ProfileUpdated': {
        const { fullName, phone } = event.data;
        return { ...customer, fullName, phone };
      }
      case 'AccountErased':
        return { ...customer, email: null, fullName: null, phone: null, erased: true };
      case 'OrderPlaced':
        return {
          ...customer,
          orderCount: customer.orderCount + 1,
          totalSpent: customer.totalSpent + event.data.total,
          lastOrderAt: event.metadata.at,
        };
      case 'OrderCancelled':
        return {
          ...customer,
          orderCount: customer.orderCount - 1,
          totalSpent: customer.totalSpent - event.data.total,
        };
    }
  },
});
