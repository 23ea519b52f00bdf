import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { MongoSessionStore } from './mongo-session-store';
import { sessionStoreContract } from './session-store.contract';

const url = process.env.MONGODB_URL;
const databaseName = `verdant_sessions_test_${randomUUID().slice(0, 8)}`;

if (!url) console.log('skipped: MongoDB session store contract (set MONGODB_URL to run it)');
describe.skipIf(!url)('against MONGODB_URL', () => {
  sessionStoreContract('MongoDB', () => MongoSessionStore.connect(url ?? '', { databaseName }));
});
