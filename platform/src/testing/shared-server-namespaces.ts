/**
 * What a test shop leaves on shared external servers, removed once the test is done: its MongoDB database,
 * and every Redis key under its prefix. The drivers load only when a server is named.
 */
export interface SharedServerNamespaces {
  mongodb?: { url: string; databaseName: string };
  redis?: { url: string; keyPrefix: string };
}

export async function dropSharedServerNamespaces(namespaces: SharedServerNamespaces): Promise<void> {
  if (namespaces.mongodb) {
    const { url, databaseName } = namespaces.mongodb;
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 5_000 });
    try {
      await client.db(databaseName).dropDatabase();
    } finally {
      await client.close();
    }
  }
  if (namespaces.redis) {
    const { url, keyPrefix } = namespaces.redis;
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}:*`, 'COUNT', 1_000);
        if (keys.length > 0) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
