import { loadConfig } from '@verdant/infrastructure/config/config';
import pino from 'pino';
import { buildApp } from './app';
import { seedDemoCatalog } from './seed/demo-catalog';
import { openShop } from './shop';

const SHUTDOWN_DEADLINE_MS = 15_000;

const config = loadConfig();
const logger = pino({
  level: config.logLevel,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-admin-secret"]'],
});

const shop = await openShop(config, logger);
if (config.seedDemoData) await seedDemoCatalog(shop, logger);
const app = await buildApp(shop, { logger });
await app.listen({ port: config.port, host: config.host });
logger.info({ engines: shop.stores.engines, dataDir: config.dataDir }, 'shop open');

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'closing: no new requests, finishing the ones in flight');
  const deadline = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  try {
    await app.close();
    await shop.close();
    logger.info('closed cleanly');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutDown('SIGTERM'));
process.once('SIGINT', () => void shutDown('SIGINT'));
