/**
 * The projections as a process of their own, for the distributed mode (`PROJECTIONS=external` on the
 * servers): it feeds every read model from the configured event store into the configured read store, and
 * the reactions to new events, which enqueue the jobs the servers work.
 *
 * Several may run: each projection, and the reactions as a whole, is fed by the one process holding its
 * lease (in MongoDB, or in the data folder on one machine); when that process dies its leases run out and
 * another process takes them over within seconds, resuming from the stored checkpoints.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@verdant/platform';
import { feedFromTheLog, type LeaseTerms, openLeaseStore } from '@verdant/platform/runtime';
import { growHeapBetweenFullCollectionsBy } from '@verdant/platform/small-heap';
import { openShopRuntime } from '@verdant/projections/shop-runtime';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { reportHealthEvery } from './health-report';

// On the embedded stores the read models live on this heap and grow with the shop, as on a server.
growHeapBetweenFullCollectionsBy(30);

const HEALTH_REPORT_INTERVAL_MS = 15_000;
const SHUTDOWN_DELAY_MS = 15_000;

const config = loadConfig();
const logger = pino({ level: config.logLevel }).child({ component: 'projections-process' });
const runtime = await openShopRuntime(config, { logger });
const { stores } = runtime;
const leases: LeaseTerms = {
  store: await openLeaseStore(config),
  holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  ...config.projectionLeases,
};
const feeds = feedFromTheLog(runtime, { logger, leases });
feeds.start();
logger.info(
  {
    engines: stores.engines,
    holder: leases.holder,
    projections: runtime.projections.map((projection) => projection.name),
    reactions: runtime.reactions.map((reaction) => reaction.name),
  },
  'projections process started',
);

const health = reportHealthEvery(
  HEALTH_REPORT_INTERVAL_MS,
  join(config.dataDir, 'projection-worker-health.json'),
  async () => ({ projections: await feeds.projections.status(), reactions: feeds.reactions.status() }),
  logger,
);
await health.reported;

// On a signal or an uncaught error: stop feeding, save every checkpoint, close the stores, exit.
closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'stopping after an uncaught error');
  else logger.info({ signal }, 'stopping: saving checkpoints');
  health.stop();
  await feeds.stop();
  await leases.store.close();
  await stores.close();
  logger.info('stopped');
});
