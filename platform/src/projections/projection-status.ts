export type ProjectionState =
  | 'starting'
  | 'catching_up'
  | 'live'
  | 'rebuilding'
  | 'failed'
  | 'superseded'
  /** Fed by another process, which holds its lease; this one takes over if that one dies. */
  | 'standby'
  | 'stopped';

/** What /healthz shows per projection. Positions are decimal strings (JSON has no bigint). */
export interface ProjectionStatus {
  name: string;
  version: number;
  /** The build the version writes: its first, or one `npm run rebuild` made beside it. */
  build: string;
  state: ProjectionState;
  position: string;
  headPosition: string;
  /** How many log positions the projection is behind the head (events, in the embedded store). */
  lag: string;
  error: string | null;
}

/**
 * `cappedAtHead`: a position past the log's head is waited for as the head, which is asked only when the
 * projection is behind: nothing ever written is there, so waiting for it would only run out of time.
 */
export interface WaitOptions {
  cappedAtHead?: boolean;
}

/** Where queries learn how far read models have got, in this process or from stored checkpoints. */
export interface ProjectionMonitor {
  status(): Promise<ProjectionStatus[]>;
  /** The log position the projection's active read model has applied. */
  position(projectionName: string): Promise<bigint>;
  /** Resolves true once the projection has applied the given position, false if the timeout came first. */
  waitFor(
    projectionName: string,
    position: bigint,
    timeoutMs: number,
    options?: WaitOptions,
  ): Promise<boolean>;
  /**
   * The build of the projection that this process writes and queries read, when the projection runs here:
   * queries then read exactly what read-your-writes waited for. Null or absent: ask the registry.
   */
  servingBuild?(projectionName: string): string | null;
}
