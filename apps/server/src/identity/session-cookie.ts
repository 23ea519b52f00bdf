import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { servedOverHttps } from '../served-over-https';

export const SESSION_COOKIE = 'verdant_session';

/**
 * httpOnly: no script can read it; SameSite=Lax: other sites' forms and fetches do not carry it; Secure
 * whenever the shop is reached over https, as the connection, a trusted proxy (TRUST_PROXY) or the shop's
 * public address (PUBLIC_URL) tells, so the cookie never travels unencrypted.
 */
function cookieOptions(reply: FastifyReply, publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(reply.request, publicUrl),
    path: '/',
  };
}

export function setSessionCookie(reply: FastifyReply, publicUrl: string, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply, publicUrl), expires });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply, publicUrl));
}
