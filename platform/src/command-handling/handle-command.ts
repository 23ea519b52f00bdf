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
import type { StreamLocks, TurnOutcome } from './stream-locks';

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
 *
 * With stream locks, the commands for one stream that queued while it was busy are decided together, each on
 * the state the ones before it leave, and appended as one: a plant in a rush takes one append for all the
 * reservations that waited, not one each. A refused command is refused alone; the others go on.
 */
export async function handleCommand<Command, Event extends DomainEventShape, State>(
  eventSourcing: EventSourcing,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: CommandOptions<State> = {},
): Promise<CommandResult<Event, State>> {
  const { locks } = eventSourcing;
  if (!locks)
    return decideAndAppendWithRetries(eventSourcing, decider, streamId, [{ command, context, options }]).then(
      onlyOutcome,
    );
  return locks.runTogether(streamId, decider, { command, context, options }, (queued) =>
    decideAndAppendWithRetries(eventSourcing, decider, streamId, queued),
  );
}

interface QueuedCommand<Command, State> {
  command: Command;
  context: CommandContext;
  options: CommandOptions<State>;
}

function onlyOutcome<Result>([outcome]: TurnOutcome<Result>[]): Result {
  if (outcome && 'result' in outcome) return outcome.result;
  throw outcome?.error;
}

/** One command's part of an append: its events as decided, and the state they leave. */
interface Decided<Event, State> {
  events: Event[];
  state: State;
}

/**
 * Commands taken together are appended in parts of about this many bytes of event data at most: the shop
 * refuses an append past its own limit (EVENTSTORE_MAX_APPEND_SIZE, 1 MiB by default), and one command too
 * many must not refuse them all.
 */
const APPEND_BUDGET_BYTES = 256 * 1024;

async function decideAndAppendWithRetries<Command, Event extends DomainEventShape, State>(
  eventSourcing: EventSourcing,
  decider: Decider<Command, Event, State>,
  streamId: string,
  queued: readonly QueuedCommand<Command, State>[],
): Promise<TurnOutcome<CommandResult<Event, State>>[]> {
  const outcomes: TurnOutcome<CommandResult<Event, State>>[] = [];
  for (
    let rest = queued;
    rest.length > 0;
    rest = rest.slice(outcomes.length - (queued.length - rest.length))
  ) {
    outcomes.push(...(await appendAsOne(eventSourcing, decider, streamId, rest)));
  }
  return outcomes;
}

/**
 * Decides the first commands (as many as fit in one append) each on the state the ones before leave, and
 * appends their events as one; answers an outcome for each command it took, in order.
 */
async function appendAsOne<Command, Event extends DomainEventShape, State>(
  eventSourcing: EventSourcing,
  decider: Decider<Command, Event, State>,
  streamId: string,
  queued: readonly QueuedCommand<Command, State>[],
): Promise<TurnOutcome<CommandResult<Event, State>>[]> {
  const { eventStore, codec } = eventSourcing;
  const attempts = Math.max(...queued.map(({ options }) => options.attempts ?? DEFAULT_ATTEMPTS));
  const firstLoaded =
    queued.length === 1 ? stillCurrent(eventSourcing, decider, streamId, queued[0]!) : undefined;
  for (let attempt = 1; ; attempt++) {
    const loaded =
      attempt === 1 && firstLoaded ? firstLoaded : await loadAggregate(eventSourcing, decider, streamId);
    let { state } = loaded;
    const at = (eventSourcing.now?.() ?? new Date()).toISOString();
    const toAppend: EventToAppend[] = [];
    // Each event as its readers will decode it, by id: the codec keeps them once they are appended.
    const appended: [string, DomainEventShape][] = [];
    // The state is kept between commands only while none of its events is personal.
    let keepable = loaded.keepable;
    const decisions: Array<Decided<Event, State> | { error: unknown }> = [];
    let bytes = 0;
    for (const { command, context } of queued) {
      if (bytes >= APPEND_BUDGET_BYTES) break;
      try {
        const events = decider.decide(command, state);
        const encoded = [];
        for (const event of events) encoded.push(await codec.encode(event));
        const personal = encoded.some(({ dataSubjectId }) => dataSubjectId !== undefined);
        // Measured only when others wait behind it: a command alone is appended whatever its size.
        if (queued.length > 1) for (const { data } of encoded) bytes += JSON.stringify(data).length;
        // Folded from the events as the store will hand them back: the state kept after the append is then
        // the one a reader folding the stream would reach.
        const stored = encoded.map(({ type, asRead }) => ({ type, data: asRead }) as Event);
        keepable &&= !personal;
        for (const [index, { type, data, schemaVersion, dataSubjectId }] of encoded.entries()) {
          const metadata = {
            ...context,
            at,
            schemaVersion,
            ...(dataSubjectId === undefined ? {} : { dataSubjectId }),
          };
          const id = newEventId();
          toAppend.push({ id, type, data, metadata });
          appended.push([id, stored[index]!]);
        }
        state = stored.reduce(decider.evolve, state);
        decisions.push({ events, state });
      } catch (error) {
        decisions.push({ error });
      }
    }
    if (toAppend.length === 0) return decisions.map((decided) => outcomeOf(decided, null));

    const expectedRevision = loaded.revision ?? 'no_stream';
    try {
      const { position, nextRevision } = await eventStore.append(streamId, toAppend, { expectedRevision });
      for (const [id, event] of appended) codec.rememberAppended(id, event);
      // Kept at its revision: the next command on the stream then reads only what others appended since
      // (usually nothing) instead of reading back and decoding these events.
      if (eventSourcing.aggregates && keepable) {
        eventSourcing.aggregates.keep(decider, streamId, { state, revision: nextRevision });
      }
      return decisions.map((decided) => outcomeOf(decided, position));
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) {
        return decisions.map((decided) => ('error' in decided ? decided : { error }));
      }
    }
  }
}

/**
 * What the caller read before the command's turn, unless this process has kept a newer state of the stream
 * since (a command that went first while this one waited): deciding on that would only meet a conflict at
 * the commit and be made again, as a third of the reservations on a plant in a rush were.
 */
function stillCurrent<State>(
  { aggregates }: EventSourcing,
  decider: object,
  streamId: string,
  { options: { loaded } }: QueuedCommand<unknown, State>,
): LoadedAggregate<State> | undefined {
  if (!loaded) return undefined;
  const kept = aggregates?.get<State>(decider, streamId);
  const overtaken = kept !== undefined && (loaded.revision === null || kept.revision > loaded.revision);
  return overtaken ? undefined : loaded;
}

function outcomeOf<Event, State>(
  decided: Decided<Event, State> | { error: unknown },
  position: bigint | null,
): TurnOutcome<CommandResult<Event, State>> {
  if ('error' in decided) return decided;
  const { events, state } = decided;
  return { result: { position: events.length === 0 ? null : position, events, state } };
}
