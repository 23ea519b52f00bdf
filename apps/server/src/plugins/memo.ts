/**
 * A function's answers kept by their argument, for work repeated per request on the few values requests
 * repeat. Holds at most `size`: when full it starts afresh, so values sent once (by a crawler, say) cannot
 * grow it and the ones asked for again come back at once.
 */
export class Memo<Key, Value> {
  readonly #kept = new Map<Key, Value>();

  constructor(
    private readonly size: number,
    private readonly compute: (key: Key) => Value,
  ) {}

  of(key: Key): Value {
    if (this.#kept.has(key)) return this.#kept.get(key) as Value;
    const value = this.compute(key);
    if (this.#kept.size >= this.size) this.#kept.clear();
    this.#kept.set(key, value);
    return value;
  }
}
