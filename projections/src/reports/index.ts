import { cancellationsReport } from './cancellations';
import { cartAbandonmentReport } from './cart-abandonment';
import { claimsReport } from './claims';
import { couponEffectivenessReport } from './coupon-effectiveness';
import { gstSummaryReport } from './gst-summary';
import type { Report } from './report';
import { salesByCategoryReport } from './sales-by-category';
import { sellThroughReport } from './sell-through';
import { stockMovementsReport } from './stock-movements';

/** Every report an analyst can build, by name. */
export const allReports: readonly Report[] = [
  salesByCategoryReport,
  couponEffectivenessReport,
  cancellationsReport,
  claimsReport,
  cartAbandonmentReport,
  stockMovementsReport,
  sellThroughReport,
  gstSummaryReport,
];
