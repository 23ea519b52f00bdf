import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { leaseStoreContract } from './lease-store.contract';
import { MongoLeaseStore } from './mongo-lease-store';

const url = process.env.MONGODB_URL;
const databaseName = `verdant_leases_test_${randomUUID().slice(0, 8)}`;

if (!url) console.log('skipped: MongoDB lease store contract (set MONGODB_URL to run it)');
describe.skipIf(!url)('against MONGODB_URL', () => {
  leaseStoreContract('MongoDB', () => MongoLeaseStore.connect(url ?? '', { databaseName }));
});
