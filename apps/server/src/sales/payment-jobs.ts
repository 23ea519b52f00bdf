import type { JobHandler, JobQueue } from '@verdant/infrastructure/job-queue/job-queue';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import { PAYMENTS_QUEUE, type PaymentJob } from '@verdant/projections/reactions/jobs';
import type { ReadModels } from '@verdant/projections/read-models';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { type CommandContext, systemContext } from '../command-handling/handle-command';
import type { Payments } from './payments';

export interface ReconciliationSettings {
  /** How often the reconciliation runs. */
  everyMs: number;
  /** A payment opened this long ago and still pending is asked about. */
  askAfterMs: number;
  /** An order paid online with no money after this long is cancelled. */
  unpaidLimitMs: number;
}

export const unpaidReason = (limitMs: number) =>
  `Payment not received within ${Math.round(limitMs / 60_000)} minutes`;

/** The reconciliation that runs in the time slot starting at `at`: one per slot, however many servers enqueue it. */
export async function scheduleReconciliation(jobs: JobQueue, settings: ReconciliationSettings, now: number) {
  const slot = Math.floor(now / settings.everyMs) + 1;
  const payload: PaymentJob = { kind: 'reconcile' };
  await jobs.enqueue(
    PAYMENTS_QUEUE,
    { id: `reconcile-${slot}`, name: 'reconcile', payload },
    { delayMs: slot * settings.everyMs - now },
  );
}

/**
 * The payments queue's work: refunds, and the reconciliation that lets no payment go unrecorded: it asks the
 * gateways about payments pending for a while (a lost callback and a lost webhook together still end in the
 * right state), cancels orders whose money never came, and asks again for refunds not completed.
 */
export function paymentJobs(deps: {
  payments: Payments;
  readModels: ReadModels;
  jobs: JobQueue;
  settings: ReconciliationSettings;
  logger: Logger;
  now?: () => number;
}): JobHandler<PaymentJob, { done: string }> {
  const now = deps.now ?? Date.now;
  return async (job) => {
    const context = systemContext(job.id);
    const payload = job.payload;
    if (payload.kind === 'refund') {
      await deps.payments.refund(payload.orderId, payload.refundId, context);
      return { done: 'refunded' };
    }
    if (payload.kind === 'webhook') {
      const { recorded } = await deps.payments.recordWebhook(payload.gateway, payload.facts);
      return { done: recorded ? 'recorded' : 'nothing new' };
    }
    try {
      return { done: await reconcile(deps, now(), context) };
    } finally {
      await scheduleReconciliation(deps.jobs, deps.settings, now());
    }
  };
}

async function reconcile(
  deps: { payments: Payments; readModels: ReadModels; settings: ReconciliationSettings; logger: Logger },
  now: number,
  context: CommandContext,
): Promise<string> {
  const { payments, settings, logger } = deps;
  const payments$ = await deps.readModels.collection<OnlinePaymentView>(
    onlinePaymentsProjection,
    'online_payments',
  );
  const awaiting = await payments$.find({ status: 'awaiting' });
  const withOpenRefunds = await payments$.find({ 'openRefunds.0': { $exists: true } });
  let asked = 0;
  let expired = 0;
  let refunds = 0;
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      // One order's trouble does not stop the others; the next run tries it again.
      logger.warn({ err: error }, 'reconciliation step failed');
    }
  };
  for (const order of awaiting) {
    if (Date.parse(order.placedAt) <= now - settings.unpaidLimitMs) {
      expired++;
      await attempt(() => payments.expireUnpaid(order._id, unpaidReason(settings.unpaidLimitMs), context));
    } else if (order.openedAt !== null && Date.parse(order.openedAt) <= now - settings.askAfterMs) {
      asked++;
      await attempt(() => payments.reconcile(order._id, context));
    }
  }
  for (const order of withOpenRefunds) {
    for (const refundId of order.openRefunds) {
      refunds++;
      await attempt(() => payments.refund(order._id, refundId, context));
    }
  }
  return `asked about ${asked}, expired ${expired}, refunds tried ${refunds}`;
}
