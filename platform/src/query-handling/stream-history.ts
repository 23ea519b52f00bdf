import type { EventSourcing } from '../command-handling/handle-command';
import type { ProjectedEvent } from '../projections/projection';
import type { DomainEventShape } from '../serialization/event-codec';

/** A stream's events decoded, with where and when each was recorded, oldest first. */
export async function streamEvents<Event extends DomainEventShape>(
  { eventStore, codec }: EventSourcing,
  streamId: string,
): Promise<ProjectedEvent<Event>[]> {
  const recorded = await eventStore.readStream(streamId);
  return Promise.all(
    recorded.map(async (event) => ({
      ...(await codec.decode<Event>(event)),
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
      metadata: event.metadata,
    })),
  );
}

/**
 * A record as it stood at a moment: its stream's events recorded at or before it, folded with the same
 * `evolve` its read model uses, so the past reads exactly as the present does. Null before it existed.
 */
export function stateAt<Event extends DomainEventShape, Record>(
  events: readonly ProjectedEvent<Event>[],
  moment: Date,
  evolve: (record: Record | null, event: ProjectedEvent<Event>) => Record | null,
): Record | null {
  const until = moment.getTime();
  return events
    .filter((event) => Date.parse(event.metadata.at) <= until)
    .reduce<Record | null>((record, event) => evolve(record, event), null);
}
