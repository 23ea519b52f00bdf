import type { FastifyRequest } from 'fastify';

/**
 * Whether browsers reach the shop over https: the connection itself is TLS, a trusted proxy says so
 * (X-Forwarded-Proto, believed only from the proxies TRUST_PROXY names), or the shop's public address
 * (PUBLIC_URL) is https. What depends on https (the Secure cookie, HSTS, upgrading requests) asks this.
 */
export function servedOverHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || new URL(publicUrl).protocol === 'https:';
}
