/**
 * @verdant/platform: the ports and what the shop's code is written with. Every process loads it, so it
 * imports no adapter that pulls in a database, queue, gateway or mail client: those are opened through
 * @verdant/platform/runtime, and load only when configured.
 */
export { AggregateCache } from './command-handling/aggregate-cache';
export type {
  CommandContext,
  CommandResult,
  EventSourcing,
  LoadedAggregate,
} from './command-handling/handle-command';
export { handleCommand, loadAggregate, systemContext } from './command-handling/handle-command';
export { StreamLocks } from './command-handling/stream-locks';
export { latestPosition, UniqueValue } from './command-handling/unique-value';
export type { ShopConfig } from './config/config';
export { loadConfig } from './config/config';
export type { LimitedAction, RateLimit } from './config/rate-limits';
export { LIMITED_ACTIONS } from './config/rate-limits';
export type {
  Actor,
  ActorRole,
  EventMetadata,
  EventStore,
  EventToAppend,
  RecordedEvent,
} from './event-store/event-store';
export { ConcurrencyError, EventStoreUnavailableError } from './event-store/event-store';
export type { FileStorage } from './files/file-storage';
export { type ImageKind, imageKindOf, mimeTypeOfExtension } from './files/image-content';
export type { EnqueueOptions, JobHandler, JobQueue } from './job-queue/job-queue';
export type { Logger } from './logging/logger';
export { silentLogger } from './logging/logger';
export type { MailOutbox, MailState, OutgoingMail, StoredMail } from './mail/mail-outbox';
export type { MailSender, RenderedMail, SendingOutcome } from './mail/mail-sender';
export type { PersonalDataKeys } from './personal-data/personal-data-keys';
export { documentProjection } from './projections/document-projection';
export type { ProjectedEvent, Projection, ProjectionCollections } from './projections/projection';
export type { ProjectionMonitor, ProjectionStatus } from './projections/projection-status';
export type { JobRequest, Reaction } from './projections/reaction';
export { reactionOf } from './projections/reaction';
export type { ReactionStatus } from './projections/reaction-runner';
export { ReadModels } from './projections/read-models';
export { ReadModelCache } from './query-handling/read-model-cache';
export { stateAt, streamEvents } from './query-handling/stream-history';
export { containsIgnoringCase, escapeRegex } from './query-handling/text-search';
export type {
  Collection,
  Filter,
  FindOptions,
  IndexSpec,
  ReadStore,
  SortSpec,
  StoredDocument,
} from './read-store/read-store';
export { DuplicateKeyError } from './read-store/read-store';
export type { DomainEventShape } from './serialization/event-codec';
export { EventCodec, UnreadableEventError } from './serialization/event-codec';
export type { SessionKind, SessionStore, SignInAttempts } from './sessions/session-store';
