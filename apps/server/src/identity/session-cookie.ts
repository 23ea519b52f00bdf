import type { CookieSerializeOptions } from '@fastify/cookie';
import type { SessionKind } from '@verdant/platform';
import type { FastifyReply } from 'fastify';
import { servedOverHttps } from '../served-over-https';

/** One cookie per app: signing in to one never replaces, or stands for, the other's session. */
export const SESSION_COOKIES: Record<SessionKind, string> = {
  storefront: 'verdant_session',
  'back-office': 'verdant_admin_session',
};

/**
 * httpOnly: no script can read it; SameSite: other sites' forms and fetches do not carry it (Strict for the
 * back office, which no other site links into); Secure whenever the shop is reached over https, as the
 * connection, a trusted proxy (TRUST_PROXY) or the shop's public address (PUBLIC_URL) tells, so the cookie
 * never travels unencrypted.
 */
function cookieOptions(reply: FastifyReply, publicUrl: string, kind: SessionKind): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: kind === 'back-office' ? 'strict' : 'lax',
    secure: servedOverHttps(reply.request, publicUrl),
    path: '/',
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  publicUrl: string,
  kind: SessionKind,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIES[kind], session.token, {
    ...cookieOptions(reply, publicUrl, kind),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string, kind: SessionKind): void {
  reply.clearCookie(SESSION_COOKIES[kind], cookieOptions(reply, publicUrl, kind));
}
