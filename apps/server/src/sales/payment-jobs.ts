import {
  type CommandContext,
  type JobHandler,
  type JobQueue,
  type Logger,
  type ReadModels,
  systemContext,
} from '@verdant/platform';
import { PAYMENTS_QUEUE, type PaymentJob } from '@verdant/projections/reactions/jobs';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import type { Payments } from './payments';

export interface ReconciliationSettings {
  /** How often the reconciliation runs. */
  everyMs: number;
  /** A payment opened this long ago and still pending is asked about. */
  askAfterMs: number;
  /** An order paid online with no money this long after its placing or its latest try is cancelled. */
  unpaidLimitMs: number;
}

/** Orders cancelled in the last week are asked about this often: a late payment is rare, and found in time. */
const CANCELLED_ORDERS_ASKED_EVERY_MS = 60 * 60_000;

export const unpaidReason = (limitMs: number) =>
  `Payment not received within ${Math.round(limitMs / 60_000)} minutes`;

/**
 * Keeps the payments queue's periodic jobs coming: each is a schedule of the job queue, not a job that
 * enqueues the next, so a run that throws or stalls, or a Redis error, does not end it. Upserted by every
 * worker process at its start: one job per period however many do; a changed period or payload applies.
 * Another periodic payments job is one more `every(...)` line.
 */
export async function scheduleReconciliation(jobs: JobQueue, settings: ReconciliationSettings) {
  const every = (scheduleId: string, everyMs: number, payload: PaymentJob) =>
    jobs.schedule(PAYMENTS_QUEUE, scheduleId, { everyMs }, { name: scheduleId, payload });
  await every('reconcile', settings.everyMs, { kind: 'reconcile' });
  await every('reconcile-cancelled', CANCELLED_ORDERS_ASKED_EVERY_MS, { kind: 'reconcile-cancelled' });
}

/**
 * The payments queue's work: refunds, webhooks, and the reconciliation that lets no payment go unrecorded: it
 * asks the gateways about payments pending for a while (a lost callback and a lost webhook together still end
 * in the right state), cancels orders whose money never came, follows refunds not settled, and looks for money
 * that lands on an order cancelled in the last week.
 */
export function paymentJobs(deps: {
  payments: Payments;
  readModels: ReadModels;
  settings: ReconciliationSettings;
  logger: Logger;
  now?: () => number;
}): JobHandler<PaymentJob, { done: string }> {
  const now = deps.now ?? Date.now;
  return async (job) => {
    const context = systemContext(job.id);
    const payload = job.payload;
    if (payload.kind === 'refund') {
      const { settled } = await deps.payments.refunds.follow(payload.orderId, payload.refundId, context);
      // Still pending at the gateway: the job asks again after its backoff, as does the reconciliation.
      if (!settled) throw new Error(`Refund ${payload.refundId} is pending at the gateway`);
      return { done: 'refund settled' };
    }
    if (payload.kind === 'reconcile-cancelled')
      return { done: await reconcileCancelled(deps, now(), context) };
    if (payload.kind === 'webhook') {
      const { recorded } = await deps.payments.gatewayWord.recordWebhook(payload.gateway, payload.facts);
      return { done: recorded ? 'recorded' : 'nothing new' };
    }
    // The next run comes from the schedule (scheduleReconciliation), whatever becomes of this one.
    return { done: await reconcile(deps, now(), context) };
  };
}

/** After this long a cancelled order's gateway orders are no longer asked about. */
export const LATE_PAYMENT_WATCH_MS = 7 * 24 * 60 * 60_000;

const attemptEach = (logger: Logger) => async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    // One order's trouble does not stop the others; the next run tries it again.
    logger.warn({ err: error }, 'reconciliation step failed');
  }
};

const onlinePayments = (readModels: ReadModels) =>
  readModels.collection<OnlinePaymentView>(onlinePaymentsProjection, 'online_payments');

/**
 * The time to pay runs from the order's placing, or from the shopper's latest try when later: an order whose
 * payment is in flight is not cancelled under it.
 */
const payingSince = (order: OnlinePaymentView) =>
  Math.max(Date.parse(order.placedAt), order.openedAt === null ? 0 : Date.parse(order.openedAt));

async function reconcile(
  deps: { payments: Payments; readModels: ReadModels; settings: ReconciliationSettings; logger: Logger },
  now: number,
  context: CommandContext,
): Promise<string> {
  const { payments, settings } = deps;
  const collection = await onlinePayments(deps.readModels);
  const awaiting = await collection.find({ status: 'awaiting' });
  const withOpenRefunds = await collection.find({ 'openRefunds.0': { $exists: true } });
  const attempt = attemptEach(deps.logger);
  let asked = 0;
  let expired = 0;
  let refunds = 0;
  for (const order of awaiting) {
    if (payingSince(order) <= now - settings.unpaidLimitMs) {
      expired++;
      const reason = unpaidReason(settings.unpaidLimitMs);
      await attempt(() => payments.gatewayWord.expireUnpaid(order._id, reason, order.attempts, context));
    } else if (order.openedAt !== null && Date.parse(order.openedAt) <= now - settings.askAfterMs) {
      asked++;
      await attempt(() => payments.gatewayWord.reconcile(order._id, context));
    }
  }
  for (const order of withOpenRefunds) {
    for (const refund of order.openRefunds) {
      refunds++;
      await attempt(() => payments.refunds.follow(order._id, refund.refundId, context));
    }
  }
  return `asked about ${asked}, expired ${expired}, refunds followed ${refunds}`;
}

/**
 * Orders cancelled unpaid in the last week are asked about still: money that lands late is recorded, and
 * given back. Once money has come for one (before its cancellation or after), the gateway is not asked again.
 */
async function reconcileCancelled(
  deps: { payments: Payments; readModels: ReadModels; logger: Logger },
  now: number,
  context: CommandContext,
): Promise<string> {
  const collection = await onlinePayments(deps.readModels);
  const cancelled = await collection.find({ status: 'cancelled', 'gatewayOrderIds.0': { $exists: true } });
  const recent = cancelled.filter(
    (order) =>
      order.gatewayPaymentIds.length === 0 &&
      order.cancelledAt !== null &&
      Date.parse(order.cancelledAt) > now - LATE_PAYMENT_WATCH_MS,
  );
  const attempt = attemptEach(deps.logger);
  for (const order of recent) await attempt(() => deps.payments.gatewayWord.reconcile(order._id, context));
  return `asked about ${recent.length} cancelled`;
}
