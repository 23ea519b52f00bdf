import { httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '@verdant/server/trpc/router';
import { type ReadAfterTracker, readAfterLink } from './read-after';

export interface ApiLinkOptions {
  tracker: ReadAfterTracker;
  /** Only tests replace the network. */
  fetch?: typeof globalThis.fetch;
}

/** Both apps talk to the same origin's /trpc; the admin app is only mounted under /admin. */
export function apiLinks({ tracker, fetch }: ApiLinkOptions): TRPCLink<AppRouter>[] {
  return [readAfterLink(tracker), httpBatchLink({ url: '/trpc', headers: () => tracker.headers(), fetch })];
}
