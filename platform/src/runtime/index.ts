/**
 * @verdant/platform/runtime: opening what the configuration names (the stores, the runtime, leases, the mail
 * sender, the rate limits' Redis) and running it: the projection runner and its tools (rebuild, check,
 * replay), and the embedded adapters for tools and tests that open one store directly. The external engines'
 * adapters are not here: the openers load them, with their client libraries, only when configured.
 */
export type { ShopUserOptions } from '../event-store/kurrentdb-shop-user';
export { ensureShopUser } from '../event-store/kurrentdb-shop-user';
export type { SqliteEventStoreOptions } from '../event-store/sqlite-event-store';
export { SqliteEventStore } from '../event-store/sqlite-event-store';
export type { LeaseStore } from '../leases/lease-store';
export { openLeaseStore } from '../leases/open-lease-store';
export { SqliteLeaseStore } from '../leases/sqlite-lease-store';
export { openMailSender } from '../mail/open-mail-sender';
export { SqliteMailOutbox } from '../mail/sqlite-mail-outbox';
export type { HistoryStores, Stores } from '../open-stores';
export { openHistoryStores } from '../open-stores';
export { SqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys';
export { CheckpointMonitor } from '../projections/checkpoint-monitor';
export { EventFeed } from '../projections/event-feed';
export type { LeaseTerms } from '../projections/leased-work';
export { projectionLease, REACTIONS_LEASE } from '../projections/leased-work';
export type { Runtime, RuntimeWiring } from '../projections/open-runtime';
export { feedFromTheLog, openRuntime } from '../projections/open-runtime';
export {
  buildCheckpointKey,
  checkpointKey,
  ProjectionRegistry,
  physicalCollectionName,
  RETIRED_BUILD_GRACE_MS,
} from '../projections/projection-registry';
export { ProjectionRunner } from '../projections/projection-runner';
export type { ReadModelCheck } from '../projections/read-model-check';
export { checkReadModel } from '../projections/read-model-check';
export type { RebuildOutcome } from '../projections/read-model-rebuild';
export { rebuildReadModel } from '../projections/read-model-rebuild';
export type { ReplayProgress } from '../projections/replay-progress';
export { replayProgress } from '../projections/replay-progress';
export { dropRetiredBuilds } from '../projections/retired-builds';
export { rateLimitRedis } from '../rate-limits/rate-limit-redis';
export { EmbeddedReadStore } from '../read-store/embedded-read-store';
export { SqliteSessionStore } from '../sessions/sqlite-session-store';
