import type { EventMetadata } from '../event-store/event-store';
import type { Collection, IndexSpec, StoredDocument } from '../read-store/read-store';
import type { DomainEventShape } from '../serialization/event-codec';

/** A decoded event as a projection sees it: the domain event plus where and when it was recorded. */
export type ProjectedEvent<Event extends DomainEventShape = DomainEventShape> = Event & {
  streamId: string;
  revision: bigint;
  position: bigint;
  metadata: EventMetadata;
};

/** The collections a projection owns, addressed by their logical names. */
export interface ProjectionCollections {
  collection<T extends StoredDocument>(logicalName: string): Collection<T>;
}

/**
 * One read model: which events it handles and how a batch of them changes its collections. Read models are
 * written with `documentProjection` (document-projection.ts); this is the contract the runner feeds.
 *
 * `apply` must be replay-safe: delivery is at-least-once, so applying events again after a crash (a whole
 * suffix of the log, in order) must leave the same documents.
 *
 * Bumping `version` rebuilds the read model from the first event into fresh collections while the previous
 * version keeps serving queries, and switches queries over once the rebuild has caught up.
 */
export interface Projection<Event extends DomainEventShape = DomainEventShape> {
  readonly name: string;
  readonly version: number;
  readonly handles: readonly Event['type'][];
  /** Logical collection names with the indexes each needs. */
  readonly collections: Readonly<Record<string, readonly IndexSpec[]>>;
  /** Applies events of the types it handles, in log order: one live event, or a batch while catching up. */
  apply(events: readonly ProjectedEvent<Event>[], collections: ProjectionCollections): Promise<void>;
}
