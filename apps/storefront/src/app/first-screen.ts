import type { DehydratedState } from '@tanstack/react-query';

/**
 * The answers the server put into the page for its first screen, the same the app's own first queries would
 * get, so it shows them without asking first (apps/server/src/plugins/storefront-page-head.ts). None on most
 * pages.
 */
export function firstScreenData(): DehydratedState | undefined {
  const embedded = document.getElementById('first-screen-data')?.textContent;
  return embedded ? (JSON.parse(embedded) as DehydratedState) : undefined;
}
