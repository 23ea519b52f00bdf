import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Actor } from '@verdant/infrastructure/event-store/event-store';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { Shop } from '../shop';

/** The header a client sends with queries: the newest log position its own commands wrote. */
export const READ_AFTER_HEADER = 'x-read-after';

export interface RequestContext {
  shop: Shop;
  log: Logger;
  /** The request id; recorded on every event the request causes. */
  correlationId: string;
  actor: Actor;
  readAfter: bigint | null;
  fromLoopback: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function contextFactory(shop: Shop) {
  return ({ req }: CreateFastifyContextOptions): RequestContext => ({
    shop,
    log: req.log,
    correlationId: req.id,
    actor: { userId: null, role: 'guest' },
    readAfter: parsePosition(req.headers[READ_AFTER_HEADER]),
    fromLoopback: LOOPBACK.has(req.socket.remoteAddress ?? ''),
  });
}

function parsePosition(header: string | string[] | undefined): bigint | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,30}$/.test(value) ? BigInt(value) : null;
}
