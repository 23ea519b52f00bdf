import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { MongoPersonalDataKeys } from './mongo-personal-data-keys';
import { personalDataKeysContract } from './personal-data-keys.contract';

const url = process.env.MONGODB_URL;

if (url) {
  const databaseName = `verdant_keys_test_${randomUUID().slice(0, 8)}`;
  personalDataKeysContract('MongoDB', () => MongoPersonalDataKeys.connect(url, { databaseName }));
} else {
  console.log('skipped: MongoDB personal data keys contract (set MONGODB_URL to run it)');
  describe.skip('MongoDB personal data keys contract (set MONGODB_URL to run it)', () => {
    it.todo('runs against MongoDB');
  });
}
