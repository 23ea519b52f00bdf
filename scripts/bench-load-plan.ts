/** What the load generator's process is asked to send, and what it answers: plain data, sent between processes. */

/** A request sent as is, every time. */
export interface FixedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Requests taking turns: the n-th one sent, by any connection, carries `cookies[n % length]` and `bodies[n % length]`. */
export interface RotatingRequest {
  method: 'POST';
  path: string;
  contentType: string;
  cookies: readonly string[];
  bodies: readonly string[];
}

export interface LoadPlan {
  url: string;
  connections: number;
  /** Seconds a run lasts, or else `amount`: requests a run sends. */
  duration?: number;
  amount?: number;
  requests?: (FixedRequest | RotatingRequest)[];
}

export interface LoadJob {
  label: string;
  plan: LoadPlan;
  runs: number;
  /** The one status every answer must have; by default any 2xx. */
  expectedStatus?: number;
  /** The server's process, whose CPU time the generator reads around each run (Linux only). */
  serverPid?: number;
}

export interface LoadFigures {
  label: string;
  /** Requests answered per second, one figure a run. */
  perSecond: number[];
  p99Ms: number[];
  /**
   * CPU time the server's process spent per answer, all its threads, one figure a run; null when unknown (no
   * server named, or not Linux). Steadier than the rate on a shared machine: it does not count the time the
   * server waited for a core.
   */
  serverCpuMicros: number[] | null;
  /** The same for the load generator's own process: on a machine of few cores, it shares them with the server. */
  generatorCpuMicros: number[];
  /** The load generator's process's peak resident memory, MiB. */
  generatorPeakMiB: number;
}

export type LoadOutcome = { figures: LoadFigures } | { error: string };
