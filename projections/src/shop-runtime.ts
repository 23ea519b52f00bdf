import { eventCatalog } from '@verdant/domain/event-catalog';
import type { Logger, ShopConfig } from '@verdant/platform';
import { type HistoryStores, openRuntime, type Runtime, type RuntimeWiring } from '@verdant/platform/runtime';
import { allProjections, allReactions } from './index';

/** The shop as the platform's runtime runs it: every event it records, every read model and reaction. */
const shop: RuntimeWiring = { eventCatalog, projections: allProjections, reactions: allReactions };

/**
 * Opens the shop's runtime (see `openRuntime`). The server, the projections worker, rebuilds and reports
 * all open it here, so they can never disagree on how the shop is wired.
 */
export function openShopRuntime(config: ShopConfig, options: { logger: Logger }): Promise<Runtime>;
export function openShopRuntime(
  config: ShopConfig,
  options: { replay: true },
): Promise<Runtime<HistoryStores>>;
export function openShopRuntime(config: ShopConfig, options: { logger: Logger } | { replay: true }) {
  return 'replay' in options ? openRuntime(config, shop, options) : openRuntime(config, shop, options);
}
