import { customerSummariesProjection } from '@verdant/projections/customers/customer-summaries';
import { z } from 'zod';
import { adminProcedure, router, waitForReadModels } from '../../init';

const searchInput = z.object({ search: z.string().trim().max(100).default('') });

/** Admin > Customers: view only, searchable by name, email or phone, newest first. */
export const adminCustomersRouter = router({
  list: adminProcedure
    .use(waitForReadModels(customerSummariesProjection.name))
    .input(searchInput)
    .query(({ ctx, input }) => ctx.shop.identity.queries.customers.customersForAdmin(input.search)),
});
