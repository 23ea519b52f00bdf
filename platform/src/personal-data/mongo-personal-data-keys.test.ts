import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { MongoPersonalDataKeys } from './mongo-personal-data-keys';
import { personalDataKeysContract } from './personal-data-keys.contract';

const url = process.env.MONGODB_URL;
const databaseName = `verdant_keys_test_${randomUUID().slice(0, 8)}`;

if (!url) console.log('skipped: MongoDB personal data keys contract (set MONGODB_URL to run it)');
describe.skipIf(!url)('against MONGODB_URL', () => {
  personalDataKeysContract('MongoDB', () => MongoPersonalDataKeys.connect(url ?? '', { databaseName }));
});
