import { loadConfig } from '@verdant/platform';
import { openHistoryStores, openLeaseStore } from '@verdant/platform/runtime';
import { isolatedStores } from './external-stores';

/**
 * The configuration of the shop on `dataDir` as its processes have it: the external stores the environment
 * names, in that folder's namespace, or the embedded files; `environment` as the test gave it to them.
 */
export const shopConfig = (dataDir: string, environment: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...isolatedStores(dataDir), ...environment });

/** The log, the read store and the keys of the shop on `dataDir`, through the ports, whichever engines. */
export const openShopStores = (dataDir: string, environment: Record<string, string> = {}) =>
  openHistoryStores(shopConfig(dataDir, environment));

/** The projection leases of the shop on `dataDir`, through the port. */
export const openShopLeases = (dataDir: string, environment: Record<string, string> = {}) =>
  openLeaseStore(shopConfig(dataDir, environment));
