import {
  AggregateCache,
  type EventSourcing,
  type Logger,
  type MailSender,
  type ProjectionMonitor,
  type ReactionStatus,
  ReadModels,
  type ShopConfig,
  StreamLocks,
} from '@verdant/platform';
import { EmailFingerprinter, loadIdentitySecret } from '@verdant/platform/identity';
import { openPaymentGateways } from '@verdant/platform/payments';
import {
  CheckpointMonitor,
  feedFromTheLog,
  openLeaseStore,
  openMailSender,
  type Stores,
} from '@verdant/platform/runtime';
import { openShopRuntime } from '@verdant/projections/shop-runtime';
import { type Aftercare, openAftercare } from './aftercare/aftercare';
import { type Catalogue, openCatalogue } from './catalog/catalogue';
import { EngagementCommands } from './engagement/engagement-commands';
import { type Identity, openIdentity } from './identity/identity';
import { pruneSessionsHourly } from './identity/session-pruning';
import { type Inventory, openInventory } from './inventory/inventory';
import { type Invoicing, openInvoicing } from './invoicing/invoicing';
import { startJobWorkers } from './job-workers';
import { ReportBuilds } from './reports/report-builds';
import { Payments } from './sales/payments';
import { openSales, type Sales } from './sales/sales';
import { openShopping, type Shopping } from './shopping/shopping';
import { WorkersHealth } from './workers-health';

/**
 * Everything a request can reach: the platform (stores, read models, the feeds' state) and the shop's
 * areas, each with its commands.
 */
export interface Shop {
  config: ShopConfig;
  stores: Stores;
  eventSourcing: EventSourcing;
  readModels: ReadModels;
  projections: ProjectionMonitor;
  /** The reactions to new events, when this process runs them (with the projections). */
  reactions: { status(): ReactionStatus[] } | null;
  /** The worker processes this server leaves the projections and jobs to, as far as it can see them. */
  workers: WorkersHealth;
  /** The SMTP server mail is sent through; null when mail stays in the outbox. */
  mailSender: MailSender | null;
  catalogue: Catalogue;
  inventory: Inventory;
  invoicing: Invoicing;
  aftercare: Aftercare;
  shopping: Shopping;
  sales: Sales;
  /** Online payments; their gateways are `payments.gateways`. */
  payments: Payments;
  identity: Identity;
  engagement: EngagementCommands;
  reports: ReportBuilds;
  close(): Promise<void>;
}

/** Folded states kept per kind of aggregate: a few megabytes of carts, wishlists and catalogue entries. */
const STREAMS_KEPT_PER_AGGREGATE = 10_000;

export async function openShop(config: ShopConfig, logger: Logger): Promise<Shop> {
  const runtime = await openShopRuntime(config, { logger: logger.child({ component: 'stores' }) });
  const { stores, codec, registry } = runtime;
  const eventSourcing: EventSourcing = {
    eventStore: stores.eventStore,
    codec,
    aggregates: new AggregateCache(STREAMS_KEPT_PER_AGGREGATE),
    locks: new StreamLocks(),
  };
  // The read models and reactions are fed here unless a projections worker feeds them.
  const feeds =
    config.projections === 'in-process'
      ? feedFromTheLog(runtime, { logger, onActivated: (name) => readModels.forget(name) })
      : null;
  const monitor =
    feeds?.projections ??
    new CheckpointMonitor(stores.eventStore, stores.readStore, registry, runtime.projections);
  const readModels = new ReadModels(stores.readStore, registry, monitor);
  feeds?.start();
  const workers = new WorkersHealth({
    leases: feeds ? null : await openLeaseStore(config),
    projectionNames: runtime.projections.map((projection) => projection.name),
    jobWorkerReports: config.workers === 'external' ? config.dataDir : null,
  });

  const identitySecret = loadIdentitySecret(config.identitySecret, config.dataDir);
  const fingerprints = new EmailFingerprinter(identitySecret);
  const engagement = new EngagementCommands(
    eventSourcing,
    fingerprints,
    stores.personalDataKeys,
    readModels,
    stores.mailOutbox,
  );
  const aftercare = openAftercare(eventSourcing, readModels, stores.claimPhotos, identitySecret);
  const identity = openIdentity({
    eventSourcing,
    readModels,
    stores,
    config,
    identitySecret,
    fingerprints,
    correspondence: engagement,
    claimPhotos: aftercare.photos,
    logger,
  });
  // Each loads its client library only when the configuration names a gateway or an SMTP server.
  const gateways = await openPaymentGateways(config);
  const mailSender = await openMailSender(config.smtp);
  const shopping = openShopping(eventSourcing, readModels);
  const sales = openSales(eventSourcing, readModels, shopping.cartCoupons, () => [
    'cod',
    ...payments.availableMethods(),
  ]);
  const payments = new Payments(
    eventSourcing,
    sales.orders,
    readModels,
    gateways,
    logger.child({ component: 'payments' }),
    { payWithinMs: config.unpaidOrderMinutes * 60_000 },
  );
  const reports = new ReportBuilds(
    eventSourcing,
    stores.readStore,
    stores.jobQueue,
    logger.child({ component: 'reports' }),
  );
  const pruning = pruneSessionsHourly(stores.sessions, logger.child({ component: 'sessions' }));
  const shop: Shop = {
    config,
    stores,
    eventSourcing,
    readModels,
    projections: monitor,
    reactions: feeds?.reactions ?? null,
    workers,
    mailSender,
    catalogue: openCatalogue(eventSourcing, readModels),
    inventory: openInventory(eventSourcing, readModels),
    invoicing: openInvoicing(eventSourcing, readModels, stores.jobQueue),
    aftercare,
    shopping,
    sales,
    payments,
    identity,
    engagement,
    reports,
    async close() {
      pruning.stop();
      await jobWorkers?.close();
      await feeds?.stop();
      await workers.close();
      gateways.close();
      await mailSender?.close();
      await stores.close();
    },
  };
  const jobWorkers =
    config.workers === 'in-process'
      ? await startJobWorkers(
          { ...shop, unpaidOrderMinutes: config.unpaidOrderMinutes },
          logger.child({ component: 'jobs' }),
        )
      : null;
  return shop;
}
