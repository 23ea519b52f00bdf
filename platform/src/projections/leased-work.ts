import type { LeaseStore } from '../leases/lease-store';
import type { Logger } from '../logging/logger';
import type { Fence, ReadStore } from '../read-store/read-store';

/** Work that runs from `start` until `stop`, made afresh for each term of a lease. */
export interface Work {
  start(): void;
  stop(): Promise<void>;
  /** Set once its fence was claimed by another process: it stopped writing and must be made afresh. */
  readonly outdated?: boolean;
}

/** Where the fence tokens that guard each term's writes are claimed: the read store the work writes. */
export type FenceClaims = Pick<ReadStore, 'claimFence'>;
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
 *
 * A lease alone cannot stop a process that stalled past it (a long pause, SIGSTOP) from writing when it
 * wakes, before it learns it lost the lease. So each term starts by claiming a fence named as the lease, and
 * the work writes under that fence: once the next holder claims it, the stalled writer's writes are refused.
 */
export class LeasedWork<Running extends Work> {
  #running: Running | null = null;
  #timer: NodeJS.Timeout | undefined;
  #turn: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    private readonly name: string,
    private readonly terms: LeaseTerms,
    private readonly make: (fence: Fence) => Running,
    private readonly logger: Logger,
    private readonly fences: FenceClaims,
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
    if (held && this.#running?.outdated) {
      this.logger.warn(
        { lease: this.name, holder },
        'another process wrote under this lease: starting afresh',
      );
      await this.#stopWork();
    }
    if (held && !this.#running && !this.#stopped) {
      const fence = await this.fences.claimFence(this.name).catch((error: unknown) => {
        this.logger.warn({ err: error, lease: this.name }, 'the fence could not be claimed');
        return null;
      });
      if (!fence || this.#stopped) return;
      this.logger.info({ lease: this.name, holder, fence: fence.token }, 'took the lease');
      this.#running = this.make(fence);
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
