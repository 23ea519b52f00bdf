/**
 * The projections as a process of their own, for the distributed mode (`PROJECTIONS=external` on the
 * servers): it feeds every read model from the configured event store into the configured read store, and
 * the reactions to new events, which enqueue the jobs the servers work.
 */
import { join } from 'node:path';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { loadConfig } from '@verdant/infrastructure/config/config';
import { openStores } from '@verdant/infrastructure/platform';
import { EventCodec } from '@verdant/infrastructure/serialization/event-codec';
import { allProjections, allReactions } from '@verdant/projections';
import { ReactionRunner } from '@verdant/projections/reactions/reaction-runner';
import { ProjectionRegistry } from '@verdant/projections/runner/projection-registry';
import { ProjectionRunner } from '@verdant/projections/runner/projection-runner';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { reportHealthEvery } from './health-report';

const HEALTH_REPORT_INTERVAL_MS = 15_000;
const SHUTDOWN_DELAY_MS = 15_000;

const config = loadConfig();
const logger = pino({ level: config.logLevel }).child({ component: 'projections-process' });
const stores = await openStores(config);
const codec = new EventCodec(eventCatalog, stores.personalDataKeys);
const runner = new ProjectionRunner({
  eventStore: stores.eventStore,
  readStore: stores.readStore,
  codec,
  registry: new ProjectionRegistry(stores.readStore),
  projections: allProjections,
  logger,
});
const reactions = new ReactionRunner({
  eventStore: stores.eventStore,
  codec,
  checkpoints: stores.readStore.checkpoints,
  jobs: stores.jobQueue,
  reactions: allReactions,
  logger,
});
runner.start();
reactions.start();
logger.info(
  {
    engines: stores.engines,
    projections: allProjections.map((projection) => projection.name),
    reactions: allReactions.map((reaction) => reaction.name),
  },
  'projections process started',
);

const health = reportHealthEvery(
  HEALTH_REPORT_INTERVAL_MS,
  join(config.dataDir, 'projection-worker-health.json'),
  async () => ({ projections: await runner.status(), reactions: reactions.status() }),
  logger,
);
await health.reported;

// On a signal or an uncaught error: stop feeding, save every checkpoint, close the stores, exit.
closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'stopping after an uncaught error');
  else logger.info({ signal }, 'stopping: saving checkpoints');
  health.stop();
  await reactions.stop();
  await runner.stop();
  await stores.close();
  logger.info('stopped');
});
