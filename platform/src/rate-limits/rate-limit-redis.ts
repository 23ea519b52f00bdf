/**
 * The connection the rate limits count on when the shop has Redis, so every server shares the counts (its
 * client loads only then). It gives up quickly: a request waits for no reconnect, and a count that fails
 * lets the call through.
 */
export async function rateLimitRedis(
  url: string,
  keyPrefix?: string,
): Promise<{ connection: unknown; close(): void }> {
  const { Redis } = await import('ioredis');
  const connection = new Redis(url, {
    // Under the shop's prefix, beside its job queues' keys.
    keyPrefix: keyPrefix ? `${keyPrefix}:` : undefined,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  connection.on('error', () => {
    // Reported by the failed counts themselves; ioredis reconnects on its own.
  });
  return { connection, close: () => connection.disconnect() };
}
