import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { MongoSessionStore } from './mongo-session-store';
import { sessionStoreContract } from './session-store.contract';

const url = process.env.MONGODB_URL;

if (url) {
  const databaseName = `verdant_sessions_test_${randomUUID().slice(0, 8)}`;
  sessionStoreContract('MongoDB', () => MongoSessionStore.connect(url, { databaseName }));
} else {
  console.log('skipped: MongoDB session store contract (set MONGODB_URL to run it)');
  describe.skip('MongoDB session store contract (set MONGODB_URL to run it)', () => {
    it.todo('runs against MongoDB');
  });
}
