/**
 * The projection runner as its own process, for the distributed mode (`PROJECTIONS=external` on the
 * servers): it feeds every read model from the configured event store into the configured read store.
 */
import { eventCatalog } from '@verdant/domain/event-catalog';
import { loadConfig } from '@verdant/infrastructure/config/config';
import { openStores } from '@verdant/infrastructure/platform';
import { EventCodec } from '@verdant/infrastructure/serialization/event-codec';
import { allProjections } from '@verdant/projections';
import { ProjectionRegistry } from '@verdant/projections/runner/projection-registry';
import { ProjectionRunner } from '@verdant/projections/runner/projection-runner';
import pino from 'pino';

const config = loadConfig();
const logger = pino({ level: config.logLevel }).child({ component: 'projection-worker' });
const stores = await openStores(config);
const runner = new ProjectionRunner({
  eventStore: stores.eventStore,
  readStore: stores.readStore,
  codec: new EventCodec(eventCatalog, stores.personalDataKeys),
  registry: new ProjectionRegistry(stores.readStore),
  projections: allProjections,
  logger,
});
runner.start();
logger.info(
  { engines: stores.engines, projections: allProjections.map((p) => p.name) },
  'projection worker started',
);

const statusTimer = setInterval(async () => {
  for (const status of await runner.status()) {
    if (status.state === 'failed') logger.error({ status }, 'projection failed');
  }
}, 30_000);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(statusTimer);
  logger.info({ signal }, 'stopping: saving checkpoints');
  await runner.stop();
  await stores.close();
  logger.info('stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
