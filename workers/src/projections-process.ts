/**
 * The projection runner as its own process, for the distributed mode (`PROJECTIONS=external` on the
 * servers): it feeds every read model from the configured event store into the configured read store.
 */
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * The container's health check (docker-compose.yml) reads this report: healthy while it is fresh and names
 * no failed projection. Reports stop when the event loop hangs or the event store stops answering.
 */
const HEALTH_REPORT_FILE = join(config.dataDir, 'projection-worker-health.json');
const HEALTH_REPORT_INTERVAL_MS = 15_000;

async function reportHealth() {
  try {
    const projections = await runner.status();
    const failed = projections.filter((status) => status.state === 'failed');
    for (const status of failed) logger.error({ status }, 'projection failed');
    const report = {
      checkedAt: new Date().toISOString(),
      failed: failed.map((status) => status.name),
      projections,
    };
    // Renamed into place, so the health check never reads half a report.
    await writeFile(`${HEALTH_REPORT_FILE}.tmp`, JSON.stringify(report));
    await rename(`${HEALTH_REPORT_FILE}.tmp`, HEALTH_REPORT_FILE);
  } catch (error) {
    logger.error({ err: error }, 'health report failed');
  }
}
await reportHealth();
const healthTimer = setInterval(() => void reportHealth(), HEALTH_REPORT_INTERVAL_MS);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(healthTimer);
  logger.info({ signal }, 'stopping: saving checkpoints');
  await runner.stop();
  await stores.close();
  logger.info('stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
