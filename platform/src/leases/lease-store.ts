/**
 * Leases name which process does a piece of work that only one may do at a time (feeding one projection,
 * running the reactions). A lease is held for a while and must be renewed before it runs out; when its
 * holder dies, it runs out and another process takes it.
 */
export interface LeaseStore {
  /**
   * Takes the lease `name` for `holder` for `ttlMs` when it is free, has run out, or is held by `holder`
   * already (then it is extended); false, changing nothing, while another holder's lease runs.
   */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once, if `holder` holds it, so another process need not wait for it to run out. */
  release(name: string, holder: string): Promise<void>;
  /** Who holds the lease now; null when it is free or has run out. */
  holderOf(name: string): Promise<string | null>;
  close(): Promise<void>;
}
