import type { ActiveAccount } from '@verdant/domain/identity/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../shop';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

export interface SignedIn {
  token: string;
  account: ActiveAccount;
}

/**
 * The account behind the request's session cookie, or null. A session that ended (expired, signed out,
 * erased account) clears the cookie; one that was renewed sends it again with its new expiry.
 */
export async function signedInAccount(
  shop: Shop,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await shop.sessions.resume(token);
  const account = session ? await shop.accounts.load(session.accountId) : null;
  if (!session || account?.status !== 'active') {
    clearSessionCookie(reply, shop.config.publicUrl);
    return null;
  }
  if (session.renewed) setSessionCookie(reply, shop.config.publicUrl, token, session.expiresAt);
  return { token, account };
}
