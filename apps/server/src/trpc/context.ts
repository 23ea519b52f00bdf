import type { Actor, Logger, SessionKind } from '@verdant/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SignedIn, signedInAccount } from '../identity/signed-in';
import type { Shop } from '../shop';

/** The header a client sends with queries: the newest log position its own commands wrote. */
export const READ_AFTER_HEADER = 'x-read-after';

export interface RequestContext {
  shop: Shop;
  log: Logger;
  reply: FastifyReply;
  /** The request id; recorded on every event the request causes. */
  correlationId: string;
  actor: Actor;
  readAfter: bigint | null;
  clientAddress: string;
  /** The signed-in account behind the app's session cookie, looked up once per kind, on first need. */
  signedIn(kind: SessionKind): Promise<SignedIn | null>;
}

export function contextFactory(shop: Shop) {
  return (req: FastifyRequest, res: FastifyReply): RequestContext => {
    let storefront: Promise<SignedIn | null> | null = null;
    let backOffice: Promise<SignedIn | null> | null = null;
    return {
      shop,
      log: req.log,
      reply: res,
      correlationId: req.id,
      actor: { userId: null, role: 'guest' },
      readAfter: parsePosition(req.headers[READ_AFTER_HEADER]),
      clientAddress: req.ip,
      signedIn(kind) {
        if (kind === 'back-office') {
          backOffice ??= signedInAccount(shop, req, res, kind);
          return backOffice;
        }
        storefront ??= signedInAccount(shop, req, res, kind);
        return storefront;
      },
    };
  };
}

export function parsePosition(header: string | string[] | undefined): bigint | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,30}$/.test(value) ? BigInt(value) : null;
}
