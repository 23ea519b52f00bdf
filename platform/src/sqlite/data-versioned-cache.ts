/**
 * Values read from a SQLite file, kept in memory for as long as no other connection has committed to it:
 * `PRAGMA data_version`, asked on every lookup, moves with other connections' commits only, and then all that
 * is kept is dropped. The connection's own writes must update or drop what they change. Holds at most `size`
 * values: when full it starts afresh.
 */
export class DataVersionedCache<Key, Value> {
  readonly #kept = new Map<Key, Value>();
  #asOfDataVersion: number;

  constructor(
    private readonly dataVersion: () => number,
    private readonly size: number,
  ) {
    this.#asOfDataVersion = dataVersion();
  }

  /** The value kept for `key`, unless another connection has committed since. */
  get(key: Key): Value | undefined {
    const version = this.dataVersion();
    if (version !== this.#asOfDataVersion) {
      this.#kept.clear();
      this.#asOfDataVersion = version;
    }
    return this.#kept.get(key);
  }

  set(key: Key, value: Value): void {
    if (this.#kept.size >= this.size) this.#kept.clear();
    this.#kept.set(key, value);
  }

  delete(key: Key): void {
    this.#kept.delete(key);
  }

  clear(): void {
    this.#kept.clear();
  }
}
