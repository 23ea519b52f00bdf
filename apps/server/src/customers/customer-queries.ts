import { customerBadges } from '@verdant/domain/customers/customer-badges';
import { containsIgnoringCase, type ReadModels } from '@verdant/platform';
import {
  type CustomerSummaryView,
  customerSummariesProjection,
} from '@verdant/projections/customers/customer-summaries';

/** Admin > Customers. */
export class CustomerQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** Admin > Customers: newest first, with their badges; the search looks in names, emails and phones. */
  async customersForAdmin(search: string) {
    const customers = await this.readModels.collection<CustomerSummaryView>(
      customerSummariesProjection,
      'customers',
    );
    const text = containsIgnoringCase(search);
    const filter = search ? { $or: [{ fullName: text }, { email: text }, { phone: text }] } : {};
    const found = await customers.find(filter, { sort: { joinedAt: -1, _id: 1 } });
    return found.map((customer) => ({
      id: customer._id,
      email: customer.email,
      fullName: customer.fullName,
      phone: customer.phone,
      joinedAt: customer.joinedAt,
      orderCount: customer.orderCount,
      totalSpent: customer.totalSpent,
      lastOrderAt: customer.lastOrderAt,
      badges: customerBadges(customer),
    }));
  }
}
