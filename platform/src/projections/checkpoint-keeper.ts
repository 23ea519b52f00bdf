import type { CheckpointStore } from '../read-store/read-store';

export interface CheckpointTiming {
  /** Save this long after the last event when events stop coming. */
  checkpointDelayMs: number;
  /** Save at least every this many events while catching up. */
  checkpointEveryEvents: number;
}

/** Another runner moved the checkpoint: two processes must never both feed one read model. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(key: string) {
    super(
      `Checkpoint ${key} was moved by another runner; this one stopped to keep the read model consistent`,
    );
  }
}

/**
 * How far one projection version has applied the log, and its saves to the checkpoint store: a little after
 * the last event, or every so many events, never once per event. Saves are compare-and-set against the
 * position this keeper saved last, so a second runner of the same version is found out at its next save.
 * Saving after applying makes delivery at-least-once: a crash re-delivers the events after the checkpoint.
 */
export class CheckpointKeeper {
  #position = 0n;
  #saved: bigint | null = null;
  #unsavedEvents = 0;
  #timer: NodeJS.Timeout | null = null;
  #saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly checkpoints: CheckpointStore,
    readonly key: string,
    private readonly timing: CheckpointTiming,
    /** A save that ran in the background failed; the projection must stop. */
    private readonly onBackgroundFailure: (error: unknown) => void,
  ) {}

  /** The position applied so far, in this process. */
  get position(): bigint {
    return this.#position;
  }

  /** Reads the stored checkpoint, moving forward to it; null when this version never saved one. */
  async load(): Promise<bigint | null> {
    this.#saved = await this.checkpoints.load(this.key);
    if (this.#saved !== null && this.#saved > this.#position) this.#position = this.#saved;
    return this.#saved;
  }

  /** Records that everything up to `position` is applied, `events` of them since the last call. */
  advanceTo(position: bigint, events: number): void {
    this.#position = position;
    this.#unsavedEvents += events;
    if (this.#unsavedEvents >= this.timing.checkpointEveryEvents) {
      this.#cancelTimer();
      this.#saveInBackground();
    } else if (this.#timer === null) {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.#saveInBackground();
      }, this.timing.checkpointDelayMs);
    }
  }

  /** Saves the applied position now (after any save under way); throws CheckpointMovedError. */
  save(): Promise<void> {
    this.#cancelTimer();
    this.#saving = this.#saving
      .catch(() => undefined)
      .then(async () => {
        const target = this.#position;
        if (target === (this.#saved ?? 0n)) return;
        const unsaved = this.#unsavedEvents;
        if (!(await this.checkpoints.save(this.key, target, this.#saved))) {
          throw new CheckpointMovedError(this.key);
        }
        this.#saved = target;
        this.#unsavedEvents = Math.max(0, this.#unsavedEvents - unsaved);
      });
    return this.#saving;
  }

  #saveInBackground(): void {
    this.save().catch((error: unknown) => this.onBackgroundFailure(error));
  }

  #cancelTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
