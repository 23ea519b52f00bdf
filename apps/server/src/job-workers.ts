import type { EventSourcing, Logger, MailSender, ReadModels } from '@verdant/platform';
import type { Stores } from '@verdant/platform/runtime';
import {
  INVOICES_QUEUE,
  MAIL_QUEUE,
  MAIL_TRIES,
  ORDERS_QUEUE,
  PAYMENTS_QUEUE,
  REPORTS_QUEUE,
} from '@verdant/projections/reactions/jobs';
import { claimMailWriter } from './aftercare/claim-mails';
import { returnMailWriter } from './aftercare/return-mails';
import { backInStockMailWriter } from './engagement/back-in-stock';
import type { Identity } from './identity/identity';
import { passwordResetMailWriter } from './identity/password-reset-mail';
import { welcomeMailWriter } from './identity/welcome-mail';
import { invoiceJobs } from './invoicing/invoice-jobs';
import { MailDelivery } from './mail/mail-delivery';
import { mailJobs } from './mail/mail-jobs';
import type { ReportBuilds } from './reports/report-builds';
import { orderJobs } from './sales/order-jobs';
import { orderMailWriter } from './sales/order-mails';
import { paymentJobs, type ReconciliationSettings, scheduleReconciliation } from './sales/payment-jobs';
import type { Payments } from './sales/payments';
import type { Sales } from './sales/sales';

/** What the job handlers need of the shop. */
export interface JobWorkerDependencies {
  stores: Stores;
  eventSourcing: EventSourcing;
  readModels: ReadModels;
  identity: Pick<Identity, 'accounts' | 'verificationLinks' | 'resetLinks'>;
  /** The SMTP server mail is sent through; null keeps it in the outbox. */
  mailSender: MailSender | null;
  /** Where the links in mails point. */
  config: { publicUrl: string };
  payments: Payments;
  sales: Pick<Sales, 'checkout'>;
  reports: ReportBuilds;
  /** An order paid online whose money has not come after this long is cancelled. */
  unpaidOrderMinutes: number;
}

/** The mail queue's handler: each mail written, kept in the outbox, then sent through the SMTP server if any. */
export function mailJobHandler(shop: Omit<JobWorkerDependencies, 'unpaidOrderMinutes'>) {
  const { stores } = shop;
  const { accounts, verificationLinks, resetLinks } = shop.identity;
  return mailJobs({
    writers: {
      welcome: welcomeMailWriter({ accounts, verificationLinks }),
      passwordReset: passwordResetMailWriter({ accounts, resetLinks }),
      order: orderMailWriter({ eventSourcing: shop.eventSourcing, shopUrl: shop.config.publicUrl }),
      claim: claimMailWriter({ eventSourcing: shop.eventSourcing, shopUrl: shop.config.publicUrl }),
      return: returnMailWriter({ eventSourcing: shop.eventSourcing, shopUrl: shop.config.publicUrl }),
      backInStock: backInStockMailWriter({
        eventSourcing: shop.eventSourcing,
        shopUrl: shop.config.publicUrl,
      }),
    },
    outbox: stores.mailOutbox,
    delivery: new MailDelivery(stores.mailOutbox, shop.mailSender, MAIL_TRIES.attempts),
    // From the types of the account's events: nothing personal is decrypted to learn it.
    isErased: async (accountId) => (await accounts.accessOf(accountId)).status === 'erased',
  });
}

/** Jobs of one queue run at once by this process: each job waits mostly on its stores, seldom on the CPU. */
const JOBS_AT_ONCE = 8;

/**
 * Works the shop's job queues: mail, payment reconciliation, order follow-ups, invoices and report builds.
 * Inside the server by default; in a process of their own (jobs-process.ts) when the servers run with
 * WORKERS=external.
 */
export async function startJobWorkers(
  shop: JobWorkerDependencies,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const { stores, eventSourcing, payments, readModels } = shop;
  const reconciliation: ReconciliationSettings = {
    everyMs: 60_000,
    askAfterMs: 5 * 60_000,
    unpaidLimitMs: shop.unpaidOrderMinutes * 60_000,
  };
  const workers = [
    stores.jobQueue.work(MAIL_QUEUE, mailJobHandler(shop), { concurrency: JOBS_AT_ONCE }),
    stores.jobQueue.work(
      PAYMENTS_QUEUE,
      paymentJobs({
        payments,
        readModels,
        settings: reconciliation,
        logger: logger.child({ component: 'reconciliation' }),
      }),
      { concurrency: JOBS_AT_ONCE },
    ),
    // One report at a time: a build reads the whole history, and two at once would only share the machine.
    stores.jobQueue.work(REPORTS_QUEUE, shop.reports.run, { concurrency: 1 }),
    stores.jobQueue.work(ORDERS_QUEUE, orderJobs({ eventSourcing, checkout: shop.sales.checkout }), {
      concurrency: JOBS_AT_ONCE,
    }),
    stores.jobQueue.work(INVOICES_QUEUE, invoiceJobs({ eventSourcing, jobQueue: stores.jobQueue }), {
      concurrency: JOBS_AT_ONCE,
    }),
  ];
  // An upsert: each process starting keeps the one schedule, and brings back one that was lost.
  await scheduleReconciliation(stores.jobQueue, reconciliation);
  return { close: () => closeTogether(workers) };
}

/**
 * Closes the queues' workers together: each stops taking jobs at once and lets its jobs under way finish.
 * One after another, the later queues would go on taking jobs while the earlier ones drain.
 */
export async function closeTogether(workers: readonly { close(): Promise<void> }[]) {
  await Promise.all(workers.map((worker) => worker.close()));
}

/** The job worker's health report, one per replica (its host name): replicas share the data folder. */
export const jobWorkerHealthFile = (host: string) => `job-worker-health-${host}.json`;
