import { setFlagsFromString } from 'node:v8';

/**
 * For processes that allocate fast and keep little between requests or events: V8's default lets the heap
 * grow to several times what is live between full collections, which under load is hundreds of megabytes of
 * garbage. Growing it by `percent` of what is live instead keeps the peak near what the process holds.
 * Nothing caps the heap, so a larger history or shop still fits. Called first by the entry points that want
 * it: a replay or a report keeps little and takes 10; the server keeps its read models, so its live heap
 * grows with the shop, and since each full collection marks everything live, growing by too little makes
 * them both frequent and dear in a big shop: it takes 30.
 */
export function growHeapBetweenFullCollectionsBy(percent: number): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
