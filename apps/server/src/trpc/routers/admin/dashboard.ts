import { customerSummariesProjection } from '@verdant/projections/customers/customer-summaries';
import { invoicingSettingsProjection } from '@verdant/projections/invoicing/invoicing-settings';
import { claimsProjection } from '@verdant/projections/sales/claims';
import { dashboardProjection } from '@verdant/projections/sales/dashboard';
import { onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { recentActivityProjection } from '@verdant/projections/sales/recent-activity';
import { returnsProjection } from '@verdant/projections/sales/returns';
import { adminProcedure, router, waitForReadModels } from '../../init';
import { SHOWN_PRODUCTS } from '../../shown-products';

/** Admin > Dashboard: the shop's figures and its latest happenings, from read models kept for them. */
export const adminDashboardRouter = router({
  summary: adminProcedure
    .use(
      waitForReadModels(
        dashboardProjection.name,
        recentActivityProjection.name,
        customerSummariesProjection.name,
        onlinePaymentsProjection.name,
        ...SHOWN_PRODUCTS,
        claimsProjection.name,
        returnsProjection.name,
        invoicingSettingsProjection.name,
      ),
    )
    .query(({ ctx }) => ctx.shop.sales.queries.dashboard.dashboardSummary()),
});
