import { join } from 'node:path';
import type { ShopConfig } from '../config/config';
import type { LeaseStore } from './lease-store';
import { MongoLeaseStore } from './mongo-lease-store';
import { SqliteLeaseStore } from './sqlite-lease-store';

/** Leases live beside the read models: in MongoDB for a fleet, in the data folder for one machine. */
export const openLeaseStore = (config: ShopConfig): Promise<LeaseStore> =>
  config.mongodbUrl
    ? MongoLeaseStore.connect(config.mongodbUrl, { databaseName: config.mongodbDatabase })
    : SqliteLeaseStore.open({ file: join(config.dataDir, 'leases.sqlite') });
