import { join } from 'node:path';
import type { ShopConfig } from '../config/config';
import type { LeaseStore } from './lease-store';
import { SqliteLeaseStore } from './sqlite-lease-store';

/**
 * Leases live beside the read models: in MongoDB for a fleet, in the data folder for one machine. The MongoDB
 * adapter, and its driver, load only when MongoDB is configured.
 */
export const openLeaseStore = async (config: ShopConfig): Promise<LeaseStore> =>
  config.mongodbUrl
    ? (await import('./mongo-lease-store')).MongoLeaseStore.connect(config.mongodbUrl, {
        databaseName: config.mongodbDatabase,
      })
    : SqliteLeaseStore.open({ file: join(config.dataDir, 'leases.sqlite') });
