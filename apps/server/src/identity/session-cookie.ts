import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'verdant_session';

/** httpOnly: no script can read it; SameSite=Lax: other sites' forms and fetches do not carry it. */
export function setSessionCookie(reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
