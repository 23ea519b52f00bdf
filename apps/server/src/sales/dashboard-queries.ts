import type { StockStatus } from '@verdant/domain/catalog/product-rules';
import { UNDECIDED_CLAIM_STATUSES } from '@verdant/domain/sales/order-claims';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import type { ReadModels } from '@verdant/platform';
import {
  type CustomerSummaryView,
  customerSummariesProjection,
} from '@verdant/projections/customers/customer-summaries';
import { type ClaimView, claimsProjection } from '@verdant/projections/sales/claims';
import {
  dashboardProjection,
  dayFiguresId,
  type SalesFigures,
  TOTALS_ID,
} from '@verdant/projections/sales/dashboard';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { type ActivityView, recentActivityProjection } from '@verdant/projections/sales/recent-activity';
import { type ReturnView, returnsProjection } from '@verdant/projections/sales/returns';
import { allProducts } from '../catalog/product-queries';
import { stockStatusFilter } from '../catalog/stock-status-filter';
import { lowStockThreshold } from '../inventory/stock-settings';
import { invoicingSettings } from '../invoicing/invoicing-settings';

const DAY_MS = 24 * 60 * 60_000;
const RECENT_ACTIVITY_SHOWN = 10;
const FAILED_REFUNDS_SHOWN = 20;

const summed = (figures: SalesFigures[]) =>
  figures.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      revenue: sum.revenue + day.revenue,
      testModePayments: sum.testModePayments + day.testModePayments,
    }),
    { orders: 0, revenue: 0, testModePayments: 0 },
  );

/** The back office's dashboard. */
export class DashboardQueries {
  constructor(private readonly readModels: ReadModels) {}

  /**
   * The admin dashboard, read from read models kept for it: a handful of documents whatever the size of the
   * shop. Today and the last 7 days are shop days in India, today included.
   */
  async dashboardSummary(now: Date = new Date()) {
    const figures = await this.readModels.collection<SalesFigures>(dashboardProjection, 'dashboard_figures');
    const activity = await this.readModels.collection<ActivityView>(
      recentActivityProjection,
      'recent_activity',
    );
    const customers = await this.readModels.collection<CustomerSummaryView>(
      customerSummariesProjection,
      'customers',
    );
    const lastWeek = Array.from({ length: 7 }, (_, daysAgo) =>
      dayFiguresId(shopDayOf(new Date(now.getTime() - daysAgo * DAY_MS))),
    );
    const payments = await this.readModels.collection<OnlinePaymentView>(
      onlinePaymentsProjection,
      'online_payments',
    );
    const products = await allProducts(this.readModels);
    // Only plants whose stock is counted: a status set by hand says nothing of what is on the shelf, and
    // a plant nobody can buy needs no restocking.
    const lowAt = await lowStockThreshold(this.readModels);
    const countedShort = (stockStatus: StockStatus) =>
      products.count({ tracksStock: true, status: 'active', ...stockStatusFilter(stockStatus, lowAt) });
    const claims = await this.readModels.collection<ClaimView>(claimsProjection, 'claims');
    const returns = await this.readModels.collection<ReturnView>(returnsProjection, 'returns');
    const refundDue = { status: 'received', refundSettled: false };
    const [
      invoicing,
      totals,
      week,
      recent,
      totalProducts,
      lowStock,
      outOfStock,
      totalCustomers,
      withFailedRefunds,
      openClaims,
      overdueClaims,
      awaitingReceipt,
      refundsDue,
      soonestDue,
      overdueRefunds,
    ] = await Promise.all([
      invoicingSettings(this.readModels),
      figures.findOne({ _id: TOTALS_ID }),
      figures.find({ _id: { $in: lastWeek } }),
      activity.find({}, { sort: { position: -1 }, limit: RECENT_ACTIVITY_SHOWN }),
      products.count(),
      countedShort('low_stock'),
      countedShort('out_of_stock'),
      customers.count(),
      payments.find({ 'failedRefunds.0': { $exists: true } }, { limit: FAILED_REFUNDS_SHOWN }),
      claims.count({ status: { $in: [...UNDECIDED_CLAIM_STATUSES] } }),
      claims.count({ status: 'open', reviewDueAt: { $lt: now.toISOString() } }),
      returns.count({ status: 'approved' }),
      returns.count(refundDue),
      returns.find(refundDue, { sort: { refundDueBy: 1 }, limit: 1 }),
      // Due by the end of its shop day: overdue once that day is over.
      returns.count({ ...refundDue, refundDueBy: { $lt: shopDayOf(now) } }),
    ]);
    return {
      /** No tax details yet: the shop issues no invoices until an admin sets them. */
      invoicesOff: invoicing.taxDetails === null,
      totalProducts,
      /** Active plants whose counted stock is low or gone. */
      countedStock: { lowStock, outOfStock },
      /** Claims not yet decided, and those whose 24-hour review is overdue. */
      claims: { open: openClaims, overdue: overdueClaims },
      /** Approved returns whose plants have not reached the shop yet. */
      returnsAwaitingReceipt: awaitingReceipt,
      /** Received returns not refunded yet: how many, the soonest due day (YYYY-MM-DD), how many overdue. */
      refundsFallingDue: {
        count: refundsDue,
        soonestDueBy: soonestDue[0]?.refundDueBy ?? null,
        overdue: overdueRefunds,
      },
      totalOrders: totals?.orders ?? 0,
      totalCustomers,
      totalRevenue: totals?.revenue ?? 0,
      /** Payments the test-mode gateway took: no money, so none of the revenue. */
      testModePayments: totals?.testModePayments ?? 0,
      today: summed(week.filter((day) => day._id === lastWeek[0])),
      last7Days: summed(week),
      recentActivity: recent.map(({ _id, at, description, link }) => ({ id: _id, at, description, link })),
      /** Refunds the gateway failed that wait for an admin to ask again: 'Refund failed — retry'. */
      failedRefunds: withFailedRefunds.flatMap((order) =>
        order.failedRefunds.map(({ refundId, amount, reason, failedAt }) => ({
          orderId: order._id,
          refundId,
          amount,
          reason,
          failedAt,
        })),
      ),
    };
  }
}
