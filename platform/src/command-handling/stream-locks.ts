/**
 * Commands on one stream from this process take turns. Optimistic concurrency keeps the stream right without
 * this; taking turns keeps a busy stream fast: one hot coupon claimed by many checkouts at once would
 * otherwise have each read, decide and fail to append over and over, all but one of them each round.
 */
export class StreamLocks {
  readonly #tails = new Map<string, Promise<void>>();

  async run<Result>(streamId: string, work: () => Promise<Result>): Promise<Result> {
    const previous = this.#tails.get(streamId) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.#tails.set(streamId, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.#tails.get(streamId) === tail) this.#tails.delete(streamId);
    }
  }
}
