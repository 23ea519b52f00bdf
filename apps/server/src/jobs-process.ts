/**
 * The job workers as a process of their own (`npm run jobs:worker`), for servers run with WORKERS=external:
 * it works the mail, payment, order and report queues of the configured job queue. Several may run; the
 * queue hands each job to one of them. It feeds no read model: the projections worker does.
 */
import { loadConfig } from '@verdant/infrastructure/config/config';
import closeWithGrace from 'close-with-grace';
import { startJobWorkers } from './job-workers';
import { createLogger } from './logging';
import { openShop } from './shop';

const SHUTDOWN_DELAY_MS = 15_000;

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ component: 'jobs-process' });
const shop = await openShop({ ...config, projections: 'external', workers: 'external' }, logger);
const workers = await startJobWorkers({ ...shop, unpaidOrderMinutes: config.unpaidOrderMinutes }, logger);
logger.info({ engines: shop.stores.engines }, 'jobs process started');

// On a signal or an uncaught error: let the jobs under way finish, close the stores, exit.
closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'stopping after an uncaught error');
  else logger.info({ signal }, 'stopping: finishing the jobs under way');
  await workers.close();
  await shop.close();
  logger.info('stopped');
});
