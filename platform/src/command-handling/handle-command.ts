import type { Decider } from '@verdant/domain/shared/decider';
import { newEventId } from '../event-store/event-id';
import {
  type Actor,
  ConcurrencyError,
  type EventStore,
  type EventToAppend,
} from '../event-store/event-store';
import type { DomainEventShape, EventCodec } from '../serialization/event-codec';
import type { AggregateCache } from './aggregate-cache';
import type { StreamLocks } from './stream-locks';

/** Who asked, and what request this command belongs to; recorded on every event it produces. */
export interface CommandContext {
  correlationId: string;
  causationId: string;
  actor: Actor;
}

/** A command of the shop's own, caused by a job or another event, recorded as the system's. */
export const systemContext = (causationId: string): CommandContext => ({
  correlationId: causationId,
  causationId,
  actor: { userId: null, role: 'system' },
});

export interface EventSourcing {
  eventStore: EventStore;
  codec: EventCodec;
  now?: () => Date;
  /** Folded states kept between commands; without it every load folds the whole stream. */
  aggregates?: AggregateCache;
  /** Commands on one stream from this process take turns; without it they race and retry. */
  locks?: StreamLocks;
}

export interface CommandResult<Event, State> {
  /** Global position of the last event written, for read-your-writes; null when nothing was written. */
  position: bigint | null;
  events: Event[];
  state: State;
}

const DEFAULT_ATTEMPTS = 3;

export interface CommandOptions<State> {
  attempts?: number;
  loaded?: LoadedAggregate<State>;
}

/**
 * An aggregate's state folded from its stream, the revision it was read at (null: no stream), and whether
 * the state may be kept between commands: only when none of its events is personal.
 */
export interface LoadedAggregate<State> {
  state: State;
  revision: bigint | null;
  keepable: boolean;
}

/** An aggregate's current state, folded from its stream. */
export async function loadAggregate<Command, Event extends DomainEventShape, State>(
  { eventStore, codec, aggregates }: EventSourcing,
  decider: Decider<Command, Event, State>,
  streamId: string,
): Promise<LoadedAggregate<State>> {
  const kept = aggregates?.get<State>(decider, streamId);
  const recorded = await eventStore.readStream(
    streamId,
    kept ? { fromRevision: kept.revision + 1n } : undefined,
  );
  let state = kept?.state ?? decider.initialState();
  // A kept state never had a personal event (see AggregateCache); the events read now are checked here.
  let personal = false;
  for (const event of recorded) {
    state = decider.evolve(state, await codec.decode<Event>(event));
    personal ||= event.metadata.dataSubjectId !== undefined;
  }
  const last = recorded.at(-1);
  if (!last) return { state, revision: kept?.revision ?? null, keepable: !personal };
  if (aggregates && !personal) aggregates.keep(decider, streamId, { state, revision: last.revision });
  return { state, revision: last.revision, keepable: !personal };
}

/**
 * Reads the stream, folds it, decides, and appends with the revision it read. When another writer got there
 * first, the whole decision is made again on the newer state (a bounded number of times): the decider, not
 * a blind retry, judges whether the command still makes sense. A caller that read the stream already passes
 * what it read as `loaded`, which the first decision uses instead of reading again.
 */
export async function handleCommand<Command, Event extends DomainEventShape, State>(
  eventSourcing: EventSourcing,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: CommandOptions<State> = {},
): Promise<CommandResult<Event, State>> {
  const decideAndAppend = () =>
    decideAndAppendWithRetries(eventSourcing, decider, streamId, command, context, options);
  return eventSourcing.locks ? eventSourcing.locks.run(streamId, decideAndAppend) : decideAndAppend();
}

async function decideAndAppendWithRetries<Command, Event extends DomainEventShape, State>(
  eventSourcing: EventSourcing,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: CommandOptions<State>,
): Promise<CommandResult<Event, State>> {
  const { eventStore, codec } = eventSourcing;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const { state, revision, keepable } =
      attempt === 1 && options.loaded
        ? options.loaded
        : await loadAggregate(eventSourcing, decider, streamId);

    const events = decider.decide(command, state);
    if (events.length === 0) return { position: null, events, state };

    const at = (eventSourcing.now?.() ?? new Date()).toISOString();
    const toAppend: EventToAppend[] = [];
    // The events as the store will hand them back (validated by their schemas), while none is personal.
    let stored: Event[] | null = keepable ? [] : null;
    for (const event of events) {
      const { type, data, schemaVersion, dataSubjectId } = await codec.encode(event);
      if (dataSubjectId === undefined) stored?.push({ type, data } as Event);
      else stored = null;
      const metadata = {
        ...context,
        at,
        schemaVersion,
        ...(dataSubjectId === undefined ? {} : { dataSubjectId }),
      };
      toAppend.push({ id: newEventId(), type, data, metadata });
    }
    const expectedRevision = revision ?? 'no_stream';
    try {
      const { position, nextRevision } = await eventStore.append(streamId, toAppend, { expectedRevision });
      // The state this append leaves, folded once, from the events as the store will hand them back when
      // there are such, and kept at its revision: the next command on the stream then reads only what others
      // appended since (usually nothing) instead of reading back and decoding its own events.
      const after = (stored ?? events).reduce(decider.evolve, state);
      if (eventSourcing.aggregates && stored) {
        eventSourcing.aggregates.keep(decider, streamId, { state: after, revision: nextRevision });
      }
      return { position, events, state: after };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
    }
  }
}
