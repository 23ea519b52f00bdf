/**
 * The job workers as a process of their own (`npm run jobs:worker`), for servers run with WORKERS=external:
 * it works the mail, payment, order, invoice and report queues of the configured job queue. Several may run; the
 * queue hands each job to one of them. It feeds no read model: the projections worker does.
 */
import { rename, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@verdant/platform';
import { growHeapBetweenFullCollectionsBy } from '@verdant/platform/small-heap';
import closeWithGrace from 'close-with-grace';
import { jobWorkerHealthFile, startJobWorkers } from './job-workers';
import { createLogger } from './logging';
import { openShop } from './shop';

// Its jobs allocate fast; on the embedded stores the read models they read are kept on this heap.
growHeapBetweenFullCollectionsBy(30);

const SHUTDOWN_DELAY_MS = 15_000;
const HEALTH_REPORT_INTERVAL_MS = 15_000;

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ component: 'jobs-process' });
const shop = await openShop({ ...config, projections: 'external', workers: 'external' }, logger);
const workers = await startJobWorkers({ ...shop, unpaidOrderMinutes: config.unpaidOrderMinutes }, logger);
logger.info({ engines: shop.stores.engines }, 'jobs process started');

/**
 * A process without an HTTP port reports its health in a file: after its job queue answered, every few
 * seconds. The container's health check (docker-compose.yml) reads it: a stale report means a hung event
 * loop or a queue out of reach. One file per replica, named by its host: replicas share the data volume,
 * and one replica's reports must never keep a hung one healthy.
 */
const healthFile = join(config.dataDir, jobWorkerHealthFile(hostname()));
const reportHealth = async () => {
  try {
    await shop.stores.jobQueue.getJob('healthz', 'probe');
    await writeFile(`${healthFile}.tmp`, JSON.stringify({ checkedAt: new Date().toISOString() }));
    await rename(`${healthFile}.tmp`, healthFile);
  } catch (error) {
    logger.error({ err: error }, 'health report failed');
  }
};
await reportHealth();
const healthReports = setInterval(() => void reportHealth(), HEALTH_REPORT_INTERVAL_MS);

// On a signal or an uncaught error: let the jobs under way finish, close the stores, exit.
closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'stopping after an uncaught error');
  else logger.info({ signal }, 'stopping: finishing the jobs under way');
  clearInterval(healthReports);
  await workers.close();
  await shop.close();
  logger.info('stopped');
});
