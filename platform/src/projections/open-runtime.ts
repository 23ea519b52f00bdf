import type { EventDefinition } from '@verdant/domain/shared/event-definition';
import type { ShopConfig } from '../config/config';
import type { Logger } from '../logging/logger';
import { type HistoryStores, openHistoryStores, openStores, type Stores } from '../open-stores';
import type { Fence } from '../read-store/read-store';
import { EventCodec } from '../serialization/event-codec';
import { LeasedWork, type LeaseTerms, REACTIONS_LEASE } from './leased-work';
import type { Projection } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner } from './projection-runner';
import type { Reaction } from './reaction';
import { ReactionRunner, type ReactionStatus } from './reaction-runner';

/** What the shop brings to the runtime: the events it records, its read models and its reactions. */
export interface RuntimeWiring {
  eventCatalog: readonly EventDefinition[];
  projections: readonly Projection[];
  reactions: readonly Reaction[];
}

/**
 * What every process of the shop starts from: the stores the configuration names, the codec that writes and
 * reads their events, the registry of the read models' live builds, and the read models and reactions fed
 * from the log.
 */
export interface Runtime<Opened extends HistoryStores = Stores> {
  stores: Opened;
  codec: EventCodec;
  registry: ProjectionRegistry;
  projections: readonly Projection[];
  reactions: readonly Reaction[];
}

/**
 * Opens the runtime of the shop the wiring describes. A replay (a rebuild, a report) opens the history alone:
 * the log, the keys to its personal fields and a read store to write, and nothing that could send a mail or
 * enqueue a job.
 */
export async function openRuntime(
  config: ShopConfig,
  wiring: RuntimeWiring,
  options: { logger: Logger },
): Promise<Runtime>;
export async function openRuntime(
  config: ShopConfig,
  wiring: RuntimeWiring,
  options: { replay: true },
): Promise<Runtime<HistoryStores>>;
export async function openRuntime(
  config: ShopConfig,
  wiring: RuntimeWiring,
  options: { logger: Logger } | { replay: true },
): Promise<Runtime<HistoryStores>> {
  const stores =
    'replay' in options ? await openHistoryStores(config) : await openStores(config, options.logger);
  return {
    stores,
    codec: new EventCodec(wiring.eventCatalog, stores.personalDataKeys),
    registry: new ProjectionRegistry(stores.readStore),
    projections: wiring.projections,
    reactions: wiring.reactions,
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
  runtime: Runtime,
  options: { logger: Logger; leases?: LeaseTerms; onActivated?: (projection: string) => void },
): Feeds {
  const { stores, codec, registry } = runtime;
  const { logger, leases } = options;
  const projections = new ProjectionRunner({
    eventStore: stores.eventStore,
    readStore: stores.readStore,
    codec,
    registry,
    projections: runtime.projections,
    logger: logger.child({ component: 'projections' }),
    ...(leases ? { leases } : {}),
    ...(options.onActivated ? { onActivated: options.onActivated } : {}),
  });
  const reactionRunner = (fence?: Fence) =>
    new ReactionRunner({
      eventStore: stores.eventStore,
      codec,
      checkpoints: fence ? stores.readStore.fenced(fence).checkpoints : stores.readStore.checkpoints,
      jobs: stores.jobQueue,
      reactions: runtime.reactions,
      logger: logger.child({ component: 'reactions' }),
    });
  const reactions = leases
    ? new LeasedWork(REACTIONS_LEASE, leases, reactionRunner, logger, stores.readStore)
    : reactionRunner();
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
