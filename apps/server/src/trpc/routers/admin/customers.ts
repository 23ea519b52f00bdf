import { customerBadges } from '@verdant/domain/customers/customer-badges';
import {
  type CustomerSummaryView,
  customerSummariesProjection,
} from '@verdant/projections/customers/customer-summaries';
import { z } from 'zod';
import { escapeRegex } from '../../../catalog/product-queries';
import { adminProcedure, router, waitForReadModels } from '../../init';

const searchInput = z.object({ search: z.string().trim().max(100).default('') });

/** SPEC.md section 2.17, Customers: view only, searchable by name, email or phone, newest first. */
export const adminCustomersRouter = router({
  list: adminProcedure
    .use(waitForReadModels(customerSummariesProjection.name))
    .input(searchInput)
    .query(async ({ ctx, input }) => {
      const customers = await ctx.shop.readModels.collection<CustomerSummaryView>(
        customerSummariesProjection,
        'customers',
      );
      const text = { $regex: escapeRegex(input.search), $options: 'i' };
      const filter = input.search ? { $or: [{ fullName: text }, { email: text }, { phone: text }] } : {};
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
    }),
});
