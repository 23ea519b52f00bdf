import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe, it } from 'vitest';
import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

const url = process.env.MONGODB_URL;
const SKIPPED = 'skipped: MongoDB read store contract (set MONGODB_URL to run it)';

if (url) {
  const databaseName = `verdant_contract_${randomUUID().slice(0, 8)}`;
  readStoreContract('MongoDB', () => MongoReadStore.connect(url, { databaseName }));

  afterAll(async () => {
    const client = await MongoClient.connect(url);
    try {
      await client.db(databaseName).dropDatabase();
    } finally {
      await client.close();
    }
  });
} else {
  console.log(SKIPPED);
  describe.skip(SKIPPED, () => {
    it.todo('runs the read store contract against the MongoDB in MONGODB_URL');
  });
}
