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
}

export interface LoadFigures {
  label: string;
  /** Requests answered per second, one figure a run. */
  perSecond: number[];
  p99Ms: number[];
  /** The load generator's process's peak resident memory, MiB. */
  generatorPeakMiB: number;
}

export type LoadOutcome = { figures: LoadFigures } | { error: string };
