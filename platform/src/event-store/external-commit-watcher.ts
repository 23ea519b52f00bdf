/** How often the log is asked whether another process committed: one cheap pragma, no rows read. */
export const EXTERNAL_COMMIT_CHECK_MS = 5;

/**
 * Wakes subscribers in this process soon after another process appends to the same log file. SQLite's
 * `data_version` moves whenever another connection commits; checking it every few milliseconds, and only
 * while someone waits, brings another process's events within milliseconds instead of a poll interval.
 */
export class ExternalCommitWatcher {
  readonly #wakes = new Set<() => void>();
  #timer: NodeJS.Timeout | undefined;
  #lastVersion: number;

  constructor(
    private readonly dataVersion: () => number,
    private readonly intervalMs = EXTERNAL_COMMIT_CHECK_MS,
  ) {
    this.#lastVersion = dataVersion();
  }

  watch(wake: () => void): () => void {
    this.#wakes.add(wake);
    if (!this.#timer) {
      this.#lastVersion = this.dataVersion();
      this.#timer = setInterval(() => this.#check(), this.intervalMs);
      this.#timer.unref();
    }
    return () => {
      this.#wakes.delete(wake);
      if (this.#wakes.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #check(): void {
    const version = this.dataVersion();
    if (version === this.#lastVersion) return;
    this.#lastVersion = version;
    for (const wake of [...this.#wakes]) wake();
  }
}
