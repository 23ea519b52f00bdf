import type { SessionKind } from '@verdant/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../shop';
import { clearSessionCookie, SESSION_COOKIES, setSessionCookie } from './session-cookie';

/**
 * Who a signed-in call acts as: the account and its role, nothing personal. A call that answers with the
 * account's personal data (`auth.session`) loads the account itself.
 */
export interface Principal {
  accountId: string;
  isAdmin: boolean;
}

export interface SignedIn {
  token: string;
  account: Principal;
}

/** What reading a session takes: the sessions, the accounts' access, and the address the cookie is for. */
export type SessionReader = Pick<Shop, 'identity'> & { config: Pick<Shop['config'], 'publicUrl'> };

/**
 * The account behind the request's session cookie of this kind, or null. The session is looked up in the
 * session store on every call, and the account's access read from the log's newest events on every call, so
 * a sign-out, an erasure or a role revoked by any instance sharing the stores counts from the very next
 * request. A session that ended (expired, signed out, erased account) clears the cookie; one that was
 * renewed sends it again with its new expiry.
 */
export async function signedInAccount(
  shop: SessionReader,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
): Promise<SignedIn | null> {
  const token = request.cookies[SESSION_COOKIES[kind]];
  if (!token) return null;
  const session = await shop.identity.sessions.resume(token, kind);
  const access = session ? await shop.identity.accounts.accessOf(session.accountId) : null;
  if (!session || access?.status !== 'active') {
    clearSessionCookie(reply, shop.config.publicUrl, kind);
    return null;
  }
  if (session.renewed) setSessionCookie(reply, shop.config.publicUrl, kind, { token, ...session });
  return { token, account: { accountId: session.accountId, isAdmin: access.isAdmin } };
}
