/** What one piece of work in a shared turn came to: its result, or why it failed. */
export type TurnOutcome<Result> = { result: Result } | { error: unknown };

interface Waiting {
  kind: unknown;
  item: unknown;
  work: (items: unknown[]) => Promise<TurnOutcome<unknown>[]>;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/**
 * Commands on one stream from this process take turns. Optimistic concurrency keeps the stream right without
 * this; taking turns keeps a busy stream fast: one hot coupon claimed by many checkouts at once would
 * otherwise have each read, decide and fail to append over and over, all but one of them each round.
 * Work of one kind that queued up while the stream was busy takes its turn together (see runTogether).
 */
export class StreamLocks {
  /** The work waiting on each busy stream; a stream is here while its turns run. */
  readonly #waiting = new Map<string, Waiting[]>();

  /** Runs the work when the stream's turn comes, alone. */
  run<Result>(streamId: string, work: () => Promise<Result>): Promise<Result> {
    // A kind of its own: never taken together with other work.
    return this.runTogether(streamId, Symbol('alone'), undefined, async () => {
      try {
        return [{ result: await work() }];
      } catch (error) {
        return [{ error }];
      }
    });
  }

  /**
   * Runs `work` over `item` when the stream's turn comes, taken together with the items of the same `kind`
   * queued right behind it: `work` gets them in the order they came and answers each. A stream in a rush then
   * takes one turn for everything that waited, instead of one turn each.
   */
  runTogether<Item, Result>(
    streamId: string,
    kind: unknown,
    item: Item,
    work: (items: Item[]) => Promise<TurnOutcome<Result>[]>,
  ): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const waiting = {
        kind,
        item,
        work: work as Waiting['work'],
        resolve: resolve as Waiting['resolve'],
        reject,
      };
      const queue = this.#waiting.get(streamId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.#waiting.set(streamId, [waiting]);
      void this.#takeTurns(streamId);
    });
  }

  async #takeTurns(streamId: string): Promise<void> {
    const queue = this.#waiting.get(streamId) ?? [];
    while (queue.length > 0) {
      const { kind, work } = queue[0]!;
      let together = 1;
      while (together < queue.length && queue[together]!.kind === kind) together++;
      const turn = queue.splice(0, together);
      try {
        const outcomes = await work(turn.map((waiting) => waiting.item));
        turn.forEach((waiting, index) => {
          const outcome = outcomes[index];
          if (outcome && 'result' in outcome) waiting.resolve(outcome.result);
          else waiting.reject(outcome ? outcome.error : new Error('The turn gave this work no outcome'));
        });
      } catch (error) {
        for (const waiting of turn) waiting.reject(error);
      }
    }
    this.#waiting.delete(streamId);
  }
}
