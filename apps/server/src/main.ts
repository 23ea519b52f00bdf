import { loadConfig } from '@verdant/infrastructure/config/config';
import { buildApp } from './app';
import { createDemoAdmin, ensureConfiguredAdmin } from './identity/admin-bootstrap';
import { createLogger } from './logging';
import { seedDemoCatalog } from './seed/demo-catalog';
import { openShop } from './shop';

const SHUTDOWN_DEADLINE_MS = 15_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);

const shop = await openShop(config, logger);
const firstStart = (await shop.stores.eventStore.headPosition()) === 0n;
if (firstStart && config.seedDemoData) {
  await seedDemoCatalog(shop, logger);
  if (config.nodeEnv !== 'production' && !config.admin) await createDemoAdmin(shop);
}
await ensureConfiguredAdmin(shop, logger);
if (config.nodeEnv === 'production' && !config.adminSignInCode) {
  logger.warn('ADMIN_SIGNIN_CODE is not set: admin sign-in asks for a code but accepts any');
}
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
