import { silentLogger } from '@verdant/platform';
import type { PaymentJob } from '@verdant/projections/reactions/jobs';
import { paymentJobs, type ReconciliationSettings } from '@verdant/server/sales/payment-jobs';
import type { TestShop } from './test-shop';

const MINUTE = 60_000;

/** The reconciliation as the shop runs it: every minute, asking after 5 minutes, cancelling after 30. */
export const RECONCILIATION: ReconciliationSettings = {
  everyMs: MINUTE,
  askAfterMs: 5 * MINUTE,
  unpaidLimitMs: 30 * MINUTE,
};

/** One payments job as the payments worker runs it, with the clock at `minutesLater` from now. */
export function runPaymentJobAt(
  shop: TestShop,
  minutesLater: number,
  payload: PaymentJob,
  settings: ReconciliationSettings = RECONCILIATION,
) {
  const later = Date.now() + minutesLater * MINUTE;
  const handle = paymentJobs({
    payments: shop.shop.payments,
    readModels: shop.shop.readModels,
    settings,
    logger: silentLogger,
    now: () => later,
  });
  return handle({
    id: `${payload.kind}-test-${later}`,
    name: payload.kind,
    payload,
    attempt: 1,
    reportProgress: async () => {},
  });
}
