import type { EventMetadata } from '@verdant/infrastructure/event-store/event-store';
import type { Collection, IndexSpec, StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { DomainEventShape } from '@verdant/infrastructure/serialization/event-codec';

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
 * One read model: which events it handles and how each changes its collections.
 *
 * `apply` must be replay-safe: delivery is at-least-once, so applying an event again after a crash (or a
 * whole suffix of events again, in order) must leave the same documents. Upserts keyed by ids and `$set`
 * are; a counter must remember the last position it counted.
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
  apply(event: ProjectedEvent<Event>, collections: ProjectionCollections): Promise<void>;
}
