import type { LeaseStore } from '../leases/lease-store';
import type { Logger } from '../logging/logger';

/** Work that runs from `start` until `stop`, made afresh for each term of a lease. */
export interface Work {
  start(): void;
  stop(): Promise<void>;
}

/** The lease of the process feeding one projection. */
export const projectionLease = (projectionName: string) => `projection:${projectionName}`;
/** The lease of the process running the reactions, all of them together. */
export const REACTIONS_LEASE = 'reactions';

export interface LeaseTerms {
  store: LeaseStore;
  /** Who this process is: unique per process, so a restarted process does not inherit its lease. */
  holder: string;
  /** How long a lease lasts unrenewed: how soon another process takes over from one that died. */
  ttlMs: number;
  /** How often the lease is renewed, or asked for while another holds it: well under `ttlMs`. */
  renewEveryMs: number;
}

/**
 * Runs a piece of work only while this process holds its lease: asks for the lease now and then, starts the
 * work when it gets it, renews it while the work runs, and stops the work when the lease is lost or cannot be
 * renewed (the store unreachable counts as lost: another process may take it once it runs out).
 */
export class LeasedWork<Running extends Work> {
  #running: Running | null = null;
  #timer: NodeJS.Timeout | undefined;
  #turn: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    private readonly name: string,
    private readonly terms: LeaseTerms,
    private readonly make: () => Running,
    private readonly logger: Logger,
  ) {}

  /** The work, while this process holds the lease. */
  get running(): Running | null {
    return this.#running;
  }

  start(): void {
    const turn = () => {
      this.#turn = this.#turn.then(() => this.#takeTurn());
    };
    turn();
    this.#timer = setInterval(turn, this.terms.renewEveryMs);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#turn;
    if (!this.#running) return;
    await this.#stopWork();
    await this.terms.store
      .release(this.name, this.terms.holder)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, lease: this.name }, 'releasing the lease failed'),
      );
  }

  async #takeTurn(): Promise<void> {
    if (this.#stopped) return;
    const { store, holder, ttlMs } = this.terms;
    const held = await store.acquire(this.name, holder, ttlMs).catch((error: unknown) => {
      this.logger.warn({ err: error, lease: this.name }, 'the lease could not be renewed');
      return false;
    });
    if (held && !this.#running && !this.#stopped) {
      this.logger.info({ lease: this.name, holder }, 'took the lease');
      this.#running = this.make();
      this.#running.start();
    } else if (!held && this.#running) {
      this.logger.warn({ lease: this.name, holder }, 'lost the lease: stopping');
      await this.#stopWork();
    }
  }

  async #stopWork(): Promise<void> {
    const running = this.#running;
    this.#running = null;
    await running?.stop();
  }
}
