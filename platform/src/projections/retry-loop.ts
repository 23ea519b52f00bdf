export interface RetryTiming {
  /** First wait before retrying after a failure; doubles up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/**
 * Runs an attempt until it ends without failing or the loop is stopped, pausing after each failure a little
 * longer than the last time (up to a cap), so a passing fault heals without hammering what failed.
 */
export class RetryLoop {
  #stopping = false;
  #wakeFromPause: (() => void) | null = null;

  constructor(private readonly timing: RetryTiming) {}

  get stopping(): boolean {
    return this.#stopping;
  }

  async run(
    attempt: () => Promise<void>,
    onFailure: (error: unknown, retryInMs: number) => Promise<void>,
  ): Promise<void> {
    let retryDelayMs = this.timing.retryDelayMs;
    while (!this.#stopping) {
      try {
        await attempt();
        return;
      } catch (error) {
        await onFailure(error, retryDelayMs);
        await this.#pause(retryDelayMs);
        retryDelayMs = Math.min(retryDelayMs * 2, this.timing.maxRetryDelayMs);
      }
    }
  }

  /** No further attempt starts; a pause under way ends at once. */
  stop(): void {
    this.#stopping = true;
    this.#wakeFromPause?.();
  }

  #pause(delayMs: number): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      this.#wakeFromPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
