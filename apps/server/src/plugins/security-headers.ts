import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
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
  contentSecurityPolicy({
    useDefaults: false,
    directives: contentSecurityDirectives(scriptNonce, overHttps),
  });

/**
 * A data answer (JSON from the API, the health check, the webhooks) is never a page: opened as one, it may
 * load and run nothing, and no site may frame it.
 */
const DATA_ANSWER_POLICY = contentSecurityPolicy({
  useDefaults: false,
  directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
});

/** What concerns a data answer: no sniffing it into another type, no framing, no reading it from other sites. */
const dataAnswer = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const everyAnswer = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers helmet's middlewares set, worked out once: without a nonce they are the same for every answer. */
function headersSetBy(...middlewares: Middleware[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  for (const middleware of middlewares)
    middleware({} as IncomingMessage, response, (error) => {
      if (error) throw error;
    });
  return headers;
}

/**
 * Security headers on every answer. No other site may frame the shop (frame-ancestors, and X-Frame-Options for
 * older browsers); responses are never sniffed into another type; other sites learn only the shop's origin
 * from a link; pages opened from a checkout (a gateway's UPI or net-banking window) keep their way back to it;
 * cross-origin isolation stays off because Stripe.js does not support it. The https-only headers (HSTS,
 * upgrade-insecure-requests) are sent only when the shop is reached over https. Only pages need a script
 * nonce, so only they pay for one. Answers under `dataPaths` are data, never pages: they get a policy that
 * allows nothing and only the headers that concern data: the pages' policy and page-only headers were two
 * thirds of a 304's bytes.
 */
export async function securityHeadersPlugin(
  app: FastifyInstance,
  publicUrl: string,
  dataPaths: readonly string[],
): Promise<void> {
  const overHttp = {
    ...headersSetBy(everyAnswer, policy(null, false)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const overHttps = {
    ...headersSetBy(everyAnswer, policy(null, true)),
    'permissions-policy': PERMISSIONS_POLICY,
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  };
  const dataOverHttp = headersSetBy(dataAnswer, DATA_ANSWER_POLICY);
  const dataOverHttps = { ...dataOverHttp, 'strict-transport-security': STRICT_TRANSPORT_SECURITY };

  app.addHook('onRequest', (request, reply, done) => {
    const overTls = servedOverHttps(request, publicUrl);
    if (dataPaths.some((path) => request.url.startsWith(path)))
      reply.headers(overTls ? dataOverHttps : dataOverHttp);
    else reply.headers(overTls ? overHttps : overHttp);
    done();
  });

  app.decorateReply('newScriptNonce', function newScriptNonce(this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    this.headers(headersSetBy(policy(nonce, servedOverHttps(this.request, publicUrl))));
    return nonce;
  });
}
