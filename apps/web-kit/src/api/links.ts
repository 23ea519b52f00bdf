import { httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '@verdant/server/trpc/router';
import { type ReadAfterTracker, readAfterLink } from './read-after';

export interface ApiLinkOptions {
  tracker: ReadAfterTracker;
  /** Only tests replace the network. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The calls the server refuses inside a batch (attempts it limits one by one: signing in, signing up,
 * messages, coupon checks), so each is sent as a request of its own. A test holds this to the server's list.
 */
export const CALLS_SENT_ALONE: ReadonlySet<string> = new Set([
  'auth.signIn',
  'auth.signUp',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'account.changePassword',
  'admin.account.changePassword',
  'admin.auth.signIn',
  'contact.submit',
  'newsletter.subscribe',
  'backInStock.ask',
  'coupons.check',
]);

/** The server refuses a batch of more calls (a test holds the two to the same number). */
export const MAX_CALLS_PER_BATCH = 10;

/** Both apps talk to the same origin's /trpc; the admin app is only mounted under /admin. */
export function apiLinks({ tracker, fetch }: ApiLinkOptions): TRPCLink<AppRouter>[] {
  const options = { url: '/trpc', headers: () => tracker.headers(), fetch };
  return [
    readAfterLink(tracker),
    splitLink({
      condition: (operation) => CALLS_SENT_ALONE.has(operation.path),
      true: httpLink(options),
      false: httpBatchLink({ ...options, maxItems: MAX_CALLS_PER_BATCH }),
    }),
  ];
}
