import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
import { servedOverHttps } from '../served-over-https';
import { contentSecurityDirectives, PERMISSIONS_POLICY } from './content-security-policy';
import { type WebApp, webAppAt } from './web-apps';

declare module 'fastify' {
  interface FastifyReply {
    /** Makes this answer's Content-Security-Policy let scripts with a new nonce run, and returns the nonce. */
    newScriptNonce(): string;
  }
}

/** Browsers that saw the shop over https keep to https for a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const policy = (app: WebApp, scriptNonce: string | null, overHttps: boolean) =>
  contentSecurityPolicy({
    useDefaults: false,
    directives: contentSecurityDirectives(app, scriptNonce, overHttps),
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

/** An app's page headers over http and over https. */
function pageHeadersOf(app: WebApp) {
  const overHttp = {
    ...headersSetBy(everyAnswer, policy(app, null, false)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const overHttps = {
    ...headersSetBy(everyAnswer, policy(app, null, true)),
    'permissions-policy': PERMISSIONS_POLICY,
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  };
  return { overHttp, overHttps };
}

/** A data answer's headers over http and over https. */
function dataHeaders() {
  const overHttp = headersSetBy(dataAnswer, DATA_ANSWER_POLICY);
  return { overHttp, overHttps: { ...overHttp, 'strict-transport-security': STRICT_TRANSPORT_SECURITY } };
}

/**
 * Security headers on every answer. No other site may frame the shop (frame-ancestors, and X-Frame-Options for
 * older browsers); responses are never sniffed into another type; other sites learn only the shop's origin
 * from a link; pages opened from a checkout (a gateway's UPI or net-banking window) keep their way back to it;
 * cross-origin isolation stays off because Stripe.js does not support it. The https-only headers (HSTS,
 * upgrade-insecure-requests) are sent only when the shop is reached over https. Only pages need a script
 * nonce, so only they pay for one. Answers under `dataPaths` are data, never pages: they get a policy that
 * allows nothing and only the headers that concern data: the pages' policy and page-only headers were two
 * thirds of a 304's bytes. The admin app's answers get a policy without the storefront's payment gateways.
 */
export class SecurityHeaders {
  readonly #pages = { storefront: pageHeadersOf('storefront'), admin: pageHeadersOf('admin') };
  readonly #data = dataHeaders();

  constructor(
    private readonly publicUrl: string,
    private readonly dataPaths: readonly string[],
  ) {}

  /** The headers an answer to `request` carries, worked out once at start. */
  of(request: FastifyRequest): Record<string, string> {
    const url = request.url;
    const headers = this.dataPaths.some((path) => url.startsWith(path))
      ? this.#data
      : this.#pages[webAppAt(url)];
    return servedOverHttps(request, this.publicUrl) ? headers.overHttps : headers.overHttp;
  }

  /** The Content-Security-Policy of a page answering `request` that lets scripts carrying `nonce` run. */
  pagePolicyWith(request: FastifyRequest, nonce: string): Record<string, string> {
    const overHttps = servedOverHttps(request, this.publicUrl);
    return headersSetBy(policy(webAppAt(request.url), nonce, overHttps));
  }
}

/** Every answer gets its security headers as it arrives, and a page its script nonce when it asks for one. */
export async function securityHeadersPlugin(app: FastifyInstance, headers: SecurityHeaders): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers.of(request));
    done();
  });

  app.decorateReply('newScriptNonce', function newScriptNonce(this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    this.headers(headers.pagePolicyWith(this.request, nonce));
    return nonce;
  });
}
