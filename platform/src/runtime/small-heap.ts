import { setFlagsFromString } from 'node:v8';

/**
 * For processes that allocate fast and keep little (a replay over years of history, a server answering
 * thousands of requests a second): V8's default lets the heap grow to several times what is live between
 * full collections, which under load is hundreds of megabytes of garbage. Growing it by a tenth instead keeps
 * the peak near what the process holds. Nothing caps the heap, so a larger history or shop still fits.
 * Imported first by the entry points that want it.
 */
setFlagsFromString('--heap-growing-percent=10');
