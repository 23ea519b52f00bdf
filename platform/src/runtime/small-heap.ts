import { setFlagsFromString } from 'node:v8';

/**
 * For processes that allocate fast and keep little between requests or events: V8's default lets the heap
 * grow to several times what is live between full collections, which under load is hundreds of megabytes of
 * garbage. Growing it by `percent` of what is live instead keeps the peak near what the process holds.
 * Nothing caps the heap, so a larger history or shop still fits. Each full collection marks everything live,
 * so the less the heap may grow, the more often a process with much live pays for that. Called first by the
 * entry points that want it, each with its own figure.
 */
export function growHeapBetweenFullCollectionsBy(percent: number): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
