import { LRUCache } from 'lru-cache';

/**
 * A function's answers kept by their argument, for work repeated per request on the few values requests
 * repeat. Holds the `size` used last, so values sent once (by a crawler, say) cannot grow it and the ones
 * asked for again come back at once. Answers are boxed: the cache holds no null.
 */
export class MemoisedFunction<Key extends {}, Value> {
  readonly #kept: LRUCache<Key, { value: Value }>;

  constructor(
    size: number,
    private readonly compute: (key: Key) => Value,
  ) {
    this.#kept = new LRUCache({ max: size });
  }

  of(key: Key): Value {
    let kept = this.#kept.get(key);
    if (kept === undefined) {
      kept = { value: this.compute(key) };
      this.#kept.set(key, kept);
    }
    return kept.value;
  }
}
