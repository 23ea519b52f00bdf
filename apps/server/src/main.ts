import type { AddressInfo } from 'node:net';
import { loadConfig } from '@verdant/platform';
import { growHeapBetweenFullCollectionsBy } from '@verdant/platform/small-heap';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { createDemoAdmin, ensureConfiguredAdmin } from './identity/admin-bootstrap';
import { createLogger } from './logging';
import { isLoopback } from './loopback';
import { seedDemoCatalog } from './seed/demo-catalog';
import { openShop } from './shop';

// The read models live on this heap and grow with the shop: at 10 % their marking came too often.
growHeapBetweenFullCollectionsBy(30);

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
announceWhereItListens();
if (config.nodeEnv === 'production' && shop.payments.gateways.test)
  logger.warn(
    'PAYMENTS_TEST_MODE is on in production: the test-mode gateway takes no money, and its orders are marked Test mode',
  );

/** Said in the log, and plainly in development, where a shop opened to a network would be open to anyone. */
function announceWhereItListens() {
  const { host } = config;
  const { port } = app.server.address() as AddressInfo;
  const localOnly = isLoopback(host);
  logger.info({ host, port, localOnly }, localOnly ? 'listening on this machine only' : 'listening');
  if (config.nodeEnv === 'production') return;
  const address = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.log(
    localOnly
      ? `\n  Verdant is open at ${address} (the back office at ${address}/admin) on this machine only.\n` +
          '  Set HOST=0.0.0.0 to open it to your network.\n'
      : `\n  Verdant is listening on ${address} (HOST=${host}): other machines can reach it, with\n` +
          '  the development settings. Set NODE_ENV=production for a real shop.\n',
  );
}

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
