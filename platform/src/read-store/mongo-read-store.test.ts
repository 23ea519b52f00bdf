import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe } from 'vitest';
import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

const url = process.env.MONGODB_URL;
const databaseName = `verdant_contract_${randomUUID().slice(0, 8)}`;

if (!url) console.log('skipped: MongoDB read store contract (set MONGODB_URL to run it)');
describe.skipIf(!url)('against MONGODB_URL', () => {
  const connect = () => MongoReadStore.connect(url ?? '', { databaseName });
  readStoreContract('MongoDB', connect, connect);

  afterAll(async () => {
    const client = await MongoClient.connect(url ?? '');
    try {
      await client.db(databaseName).dropDatabase();
    } finally {
      await client.close();
    }
  });
});
