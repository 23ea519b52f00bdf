import '@verdant/infrastructure/runtime/small-heap';
import { loadConfig } from '@verdant/infrastructure/config/config';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { createDemoAdmin, ensureConfiguredAdmin } from './identity/admin-bootstrap';
import { createLogger } from './logging';
import { seedDemoCatalog } from './seed/demo-catalog';
import { openShop } from './shop';

const SHUTDOWN_DELAY_MS = 15_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);

const shop = await openShop(config, logger);
const firstStart = (await shop.stores.eventStore.headPosition()) === 0n;
if (firstStart && config.seedDemoData) {
  await seedDemoCatalog(shop, logger);
  if (config.nodeEnv !== 'production' && !config.admin) await createDemoAdmin(shop);
}
await ensureConfiguredAdmin(shop, logger);
const app = await buildApp(shop, { logger });
await app.listen({ port: config.port, host: config.host });
logger.info({ engines: shop.stores.engines, dataDir: config.dataDir }, 'shop open');

// On SIGTERM, SIGINT, another signal or an uncaught error: stop taking requests, finish the ones in flight, close
// the shop (the projections save their checkpoints), exit. A second signal, a failure or the delay running out
// exits at once with 1.
closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'closing after an uncaught error');
  else logger.info({ signal }, 'closing: no new requests, finishing the ones in flight');
  await app.close();
  await shop.close();
  logger.info('closed cleanly');
});
