import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import {
  accountErased,
  adminGranted,
  asha,
  ravi,
  registered,
  registeredWithKeyDeleted,
} from '../identity/account-test-events';
import { type CustomerSummaryView, customerSummariesProjection } from './customer-summaries';

const spec = projectionSpecification(customerSummariesProjection);

const summary = (
  id: string,
  details: Pick<CustomerSummaryView, 'email' | 'fullName' | 'phone'>,
  joinedIndex: number,
): CustomerSummaryView => ({
  _id: id,
  ...details,
  joinedAt: recordedAt(joinedIndex),
  orderCount: 0,
  totalSpent: 0,
  lastOrderAt: null,
  erased: false,
});
const ashaSummary = summary('a-1', { email: asha.email, fullName: asha.fullName, phone: asha.phone }, 0);

describe('customer summaries read model', () => {
  it('lists every registered customer with no orders yet', async () => {
    await spec.given([registered(asha), registered(ravi), adminGranted('a-2')]).thenReadModel({
      customers: [
        ashaSummary,
        summary('a-2', { email: ravi.email, fullName: ravi.fullName, phone: ravi.phone }, 1),
      ],
    });
  });

  it('shows the updated name and phone', async () => {
    const renamed: AccountEvent = {
      type: 'ProfileUpdated',
      data: { accountId: 'a-1', fullName: 'Asha R. Rao', phone: '9000000001' },
    };
    await spec
      .given([registered(asha), renamed])
      .thenReadModel({ customers: [{ ...ashaSummary, fullName: 'Asha R. Rao', phone: '9000000001' }] });
  });

  it('keeps an erased customer counted without personal data, on the live pass and on a rebuild', async () => {
    const erased = { ...ashaSummary, email: null, fullName: null, phone: null, erased: true };
    await spec.given([registered(asha), accountErased('a-1')]).thenReadModel({ customers: [erased] });
    await spec
      .given([registeredWithKeyDeleted('a-1'), accountErased('a-1')])
      .thenReadModel({ customers: [erased] });
  });

  it('counts orders, spending and the last order date, leaving cancelled orders out of the figures', async () => {
    const placed = (orderId: string, total: number): OrderEvent => ({
      type: 'OrderPlaced',
      data: { ...ashasOrder, orderId, customerId: 'a-1', total },
    });
    await spec
      .given([
        registered(asha),
        placed('o-1', 120_000),
        placed('o-2', 49_700),
        placed('o-3', 300_000),
        {
          type: 'OrderCancelled',
          data: {
            orderId: 'o-3',
            customerId: 'a-1',
            reason: 'Cancelled by customer',
            cancelledBy: 'customer',
            total: 300_000,
            couponCode: null,
          },
        },
      ])
      .thenReadModel({
        customers: [{ ...ashaSummary, orderCount: 2, totalSpent: 169_700, lastOrderAt: recordedAt(3) }],
      });
  });
});
