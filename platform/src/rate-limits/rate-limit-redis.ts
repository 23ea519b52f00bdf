import { Redis } from 'ioredis';

/**
 * The connection the rate limits count on when the shop has Redis, so every server shares the counts. It
 * gives up quickly: a request waits for no reconnect, and a count that fails lets the call through.
 */
export function rateLimitRedis(url: string): { connection: unknown; close(): void } {
  const connection = new Redis(url, {
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  connection.on('error', () => {
    // Reported by the failed counts themselves; ioredis reconnects on its own.
  });
  return { connection, close: () => connection.disconnect() };
}
