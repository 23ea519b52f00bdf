import { LRUCache } from 'lru-cache';

export interface FoldedAggregate<State> {
  state: State;
  /** The revision of the last event folded into the state. */
  revision: bigint;
}

/**
 * Aggregate states kept between commands, so that loading one reads only the events its stream gained since
 * (usually none: a command keeps the state its own append leaves) instead of folding the whole history
 * again. A kept state is never trusted on its own: every load reads the stream's tail from the store, so
 * another process's writes are seen exactly as a full read would see them. States whose events carry personal
 * data are never kept: erasing a customer's key must change what the next read decodes, and a kept state
 * would outlive it.
 * The deciders' states are immutable values (evolve returns a new one), so one may be shared between loads.
 */
export class AggregateCache {
  readonly #perDecider = new WeakMap<object, LRUCache<string, FoldedAggregate<unknown>>>();

  constructor(private readonly streamsPerDecider: number) {}

  get<State>(decider: object, streamId: string): FoldedAggregate<State> | undefined {
    return this.#perDecider.get(decider)?.get(streamId) as FoldedAggregate<State> | undefined;
  }

  /** Keeps the state unless a newer one is kept already (a load and a command may finish out of order). */
  keep<State>(decider: object, streamId: string, folded: FoldedAggregate<State>): void {
    let states = this.#perDecider.get(decider);
    if (!states) {
      states = new LRUCache({ max: this.streamsPerDecider });
      this.#perDecider.set(decider, states);
    }
    const newest = states.peek(streamId);
    if (newest === undefined || newest.revision < folded.revision) states.set(streamId, folded);
  }
}
