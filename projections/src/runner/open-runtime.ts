import { eventCatalog } from '@verdant/domain/event-catalog';
import type { ShopConfig } from '@verdant/platform/config/config';
import type { Logger } from '@verdant/platform/logging/logger';
import {
  type HistoryStores,
  openHistoryStores,
  openStores,
  type Stores,
} from '@verdant/platform/open-stores';
import { EventCodec } from '@verdant/platform/serialization/event-codec';
import { allProjections, allReactions } from '../index';
import { ReactionRunner, type ReactionStatus } from '../reactions/reaction-runner';
import { LeasedWork, type LeaseTerms } from './leased-work';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner } from './projection-runner';

/**
 * What every process of the shop starts from: the stores the configuration names, the codec that writes and
 * reads their events, and the registry of the read models' live builds. The server, the projections worker,
 * rebuilds and reports all open it here, so they can never disagree on how the shop is wired.
 */
export interface Runtime<Opened extends HistoryStores = Stores> {
  stores: Opened;
  codec: EventCodec;
  registry: ProjectionRegistry;
}

/**
 * Opens the shop's runtime. A replay (a rebuild, a report) opens the history alone: the log, the keys to
 * its personal fields and a read store to write, and nothing that could send a mail or enqueue a job.
 */
export async function openRuntime(config: ShopConfig, options: { logger: Logger }): Promise<Runtime>;
export async function openRuntime(
  config: ShopConfig,
  options: { replay: true },
): Promise<Runtime<HistoryStores>>;
export async function openRuntime(
  config: ShopConfig,
  options: { logger: Logger } | { replay: true },
): Promise<Runtime<HistoryStores>> {
  const stores =
    'replay' in options ? await openHistoryStores(config) : await openStores(config, options.logger);
  return {
    stores,
    codec: new EventCodec(eventCatalog, stores.personalDataKeys),
    registry: new ProjectionRegistry(stores.readStore),
  };
}

/** The read models and the reactions, fed from the log as it grows. */
export interface Feeds {
  projections: ProjectionRunner;
  /** The reactions' state, for the health check: none while another process holds their lease. */
  reactions: { status(): ReactionStatus[] };
  start(): void;
  stop(): Promise<void>;
}

/**
 * Feeds every read model and reaction from the log. With `leases`, several processes may feed them and each
 * projection, and the reactions as a whole, is fed by the one holding its lease; without, this process is the
 * only one that does.
 */
export function feedFromTheLog(
  { stores, codec, registry }: Runtime,
  options: { logger: Logger; leases?: LeaseTerms; onActivated?: (projection: string) => void },
): Feeds {
  const { logger, leases } = options;
  const projections = new ProjectionRunner({
    eventStore: stores.eventStore,
    readStore: stores.readStore,
    codec,
    registry,
    projections: allProjections,
    logger: logger.child({ component: 'projections' }),
    ...(leases ? { leases } : {}),
    ...(options.onActivated ? { onActivated: options.onActivated } : {}),
  });
  const reactionRunner = () =>
    new ReactionRunner({
      eventStore: stores.eventStore,
      codec,
      checkpoints: stores.readStore.checkpoints,
      jobs: stores.jobQueue,
      reactions: allReactions,
      logger: logger.child({ component: 'reactions' }),
    });
  const reactions = leases ? new LeasedWork('reactions', leases, reactionRunner, logger) : reactionRunner();
  return {
    projections,
    reactions: {
      status: () =>
        reactions instanceof LeasedWork ? (reactions.running?.status() ?? []) : reactions.status(),
    },
    start() {
      projections.start();
      reactions.start();
    },
    async stop() {
      await reactions.stop();
      await projections.stop();
    },
  };
}
