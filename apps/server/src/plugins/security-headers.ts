import { randomBytes } from 'node:crypto';
import { fastifyHelmet } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { servedOverHttps } from '../served-over-https';
import { contentSecurityDirectives, PERMISSIONS_POLICY } from './content-security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /** Makes this answer's Content-Security-Policy let scripts with a new nonce run, and returns the nonce. */
    newScriptNonce(): string;
  }
}

/** Browsers that saw the shop over https keep to https for a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const policy = (scriptNonce: string | null, overHttps: boolean) =>
  fastifyHelmet.contentSecurityPolicy({
    useDefaults: false,
    directives: contentSecurityDirectives(scriptNonce, overHttps),
  });

const failOnError = (error?: Error) => {
  if (error) throw error;
};

/**
 * Security headers on every answer, pages and API alike. No other site may frame the shop (frame-ancestors,
 * and X-Frame-Options for older browsers); responses are never sniffed into another type; other sites learn
 * only the shop's origin from a link; pages opened from a checkout (a gateway's UPI or net-banking window)
 * keep their way back to it; cross-origin isolation stays off because Stripe.js does not support it. The
 * https-only headers (HSTS, upgrade-insecure-requests) are sent only when the shop is reached over https.
 * Only pages need a script nonce, so only they pay for one.
 */
export async function securityHeadersPlugin(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const overHttp = policy(null, false);
  const overHttps = policy(null, true);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!servedOverHttps(request, publicUrl)) return overHttp(request.raw, reply.raw, done);
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    overHttps(request.raw, reply.raw, done);
  });

  app.decorateReply('newScriptNonce', function newScriptNonce(this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    policy(nonce, servedOverHttps(this.request, publicUrl))(this.request.raw, this.raw, failOnError);
    return nonce;
  });
}
