import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-get';
import { startTestShop, type TestShop } from '../support/test-shop';

const NONCE = /^'nonce-([A-Za-z0-9+/]{22}==)'$/;

/** The policy every storefront answer gets, source for source. */
const POLICY = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    'https://checkout.razorpay.com',
    'https://cdn.razorpay.com',
    'https://js.stripe.com',
    'https://*.js.stripe.com',
  ],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'https:'],
  'connect-src': [
    "'self'",
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
    'https://api.stripe.com',
  ],
  'frame-src': [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
/** The policy of a data answer (JSON): opened as a page, it may load and run nothing. */
const DATA_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Headers that act only on a page, which data answers go without. */
const PAGE_ONLY_HEADERS = [
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
];

/** The admin app's answers: the same policy without the payment gateways, which only the storefront loads. */
const ADMIN_POLICY = {
  ...POLICY,
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
};

/** A page's policy also lets the page's own scripts run, by a nonce (checked apart). */
const withNonce = (policy: typeof POLICY) => ({
  ...policy,
  'script-src': ["'self'", 'NONCE', ...policy['script-src'].slice(1)],
});
const PAGE_POLICY = withNonce(POLICY);
const ADMIN_PAGE_POLICY = withNonce(ADMIN_POLICY);

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com" "https://js.stripe.com")';

/** An app page with a script file and an inline script, as a build may make it. */
const pageOf = (app: string) =>
  `<!doctype html><title>${app}</title><script type="module" src="/assets/app.js"></script>` +
  `<script>window.started = true</script>`;

/** The Content-Security-Policy header, directive by directive, with its nonce taken out. */
function directivesOf(header: string) {
  let nonce: string | undefined;
  const directives = Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [
        name,
        sources.map((source) => {
          const match = NONCE.exec(source);
          if (!match) return source;
          nonce = match[1];
          return 'NONCE';
        }),
      ];
    }),
  );
  return { directives, nonce };
}

/** The Content-Security-Policy of an answer, directive by directive, with its nonce taken out. */
const policyOf = (response: Response) => directivesOf(response.headers.get('content-security-policy') ?? '');

async function get(shop: TestShop, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.baseUrl}${path}`, { headers });
  return { response, body: await response.text() };
}

describe('security headers over http', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    for (const app of ['storefront', 'admin'])
      await writeFile(join(shop.dataDir, 'web', app, 'index.html'), pageOf(app));
  });

  afterAll(async () => {
    await shop.stop();
  });

  const pages = [
    ['/', 'storefront', PAGE_POLICY],
    ['/shop?category=cactus', 'storefront', PAGE_POLICY],
    ['/no-such-page', 'storefront', PAGE_POLICY],
    ['/index.html', 'storefront', PAGE_POLICY],
    ['/administrators', 'storefront', PAGE_POLICY],
    ['/admin/', 'admin', ADMIN_PAGE_POLICY],
    ['/admin', 'admin', ADMIN_PAGE_POLICY],
    ['/admin?tab=orders', 'admin', ADMIN_PAGE_POLICY],
    ['/admin/coupons', 'admin', ADMIN_PAGE_POLICY],
  ] as const;

  it.each(pages)(
    "gives the page at %s the %s app's strict policy, its scripts the nonce",
    async (path, app, policy) => {
      const { response, body } = await get(shop, path);

      expect(response.status).toBe(200);
      expect(body).toContain(`<title>${app}</title>`);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const { directives, nonce } = policyOf(response);
      expect(directives).toEqual(policy);
      expect(body).toContain(`<script nonce="${nonce}" type="module" src="/assets/app.js"></script>`);
      expect(body).toContain(`<script nonce="${nonce}">window.started = true</script>`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('gives every answer a nonce of its own', async () => {
    const nonces = new Set<string | undefined>();
    for (const path of ['/', '/', '/admin/', '/admin/']) {
      const { response, body } = await get(shop, path);
      const { nonce } = policyOf(response);
      expect(body).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it.each([
    ['storefront', '/assets/app.js', POLICY],
    ['admin', '/admin/assets/app.js', ADMIN_POLICY],
  ])(
    "keeps the %s app's built files plain and cached for good, with its headers but no nonce",
    async (app, path, policy) => {
      const { response, body } = await get(shop, path);

      expect(body).toBe(`console.log('${app}')`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(policyOf(response).directives).toEqual(policy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('sends the API, the health check and the webhooks only the headers data needs, with a policy allowing nothing', async () => {
    const answers = [
      await fetch(`${shop.baseUrl}/trpc/site.hero`),
      await fetch(`${shop.baseUrl}/healthz`),
      await fetch(`${shop.baseUrl}/webhooks/razorpay`, { method: 'POST', body: '{}' }),
      await fetch(`${shop.baseUrl}/trpc/catalog.nothingHere`),
    ];
    for (const response of answers) {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(policyOf(response).directives).toEqual(DATA_POLICY);
      for (const pageOnly of PAGE_ONLY_HEADERS) expect(response.headers.get(pageOnly)).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends a 404 outside the API the headers of a page, without a nonce', async () => {
    const response = await fetch(`${shop.baseUrl}/assets/missing.js`);

    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(policyOf(response).directives).toEqual(POLICY);
  });

  it.each([
    ['/trpc/%zz', 'data', DATA_POLICY, null],
    ['/%E0%A4%A', 'a storefront page', POLICY, PERMISSIONS_POLICY],
    ['/admin/%zz', 'an admin page', ADMIN_POLICY, PERMISSIONS_POLICY],
  ])(
    'answers %s, a URL Fastify cannot decode, 400 with the headers of %s',
    async (path, _answer, policy, permissionsPolicy) => {
      const answer = await rawGet(`${shop.baseUrl}${path}`);

      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'FST_ERR_BAD_URL' });
      expect(directivesOf(String(answer.headers['content-security-policy'])).directives).toEqual(policy);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy'] ?? null).toBe(permissionsPolicy);
    },
  );

  it('believes no X-Forwarded-Proto without a trusted proxy', async () => {
    const { response } = await get(shop, '/', { 'x-forwarded-proto': 'https' });

    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(policyOf(response).directives).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe('security headers over https', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('adds HSTS, and to pages upgrade-insecure-requests, when PUBLIC_URL is https', async () => {
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false', PUBLIC_URL: 'https://verdant.example.in' });
    try {
      for (const [path, policy] of [
        ['/', PAGE_POLICY],
        ['/admin/', ADMIN_PAGE_POLICY],
      ] as const) {
        const { response } = await get(shop, path);
        expect(response.headers.get('strict-transport-security')).toBe(HSTS);
        expect(policyOf(response).directives).toEqual({ ...policy, 'upgrade-insecure-requests': [] });
      }
      const { response } = await get(shop, '/healthz');
      expect(response.headers.get('strict-transport-security')).toBe(HSTS);
      expect(policyOf(response).directives).toEqual(DATA_POLICY);
    } finally {
      await shop.stop();
    }
  });

  it('does so behind a trusted proxy for the requests it says came over https', async () => {
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false', TRUST_PROXY: 'loopback' });
    try {
      const overHttps = await get(shop, '/shop', { 'x-forwarded-proto': 'https' });
      expect(overHttps.response.headers.get('strict-transport-security')).toBe(HSTS);
      expect(policyOf(overHttps.response).directives).toHaveProperty('upgrade-insecure-requests', []);

      const overHttp = await get(shop, '/shop', { 'x-forwarded-proto': 'http' });
      expect(overHttp.response.headers.get('strict-transport-security')).toBeNull();
      expect(policyOf(overHttp.response).directives).not.toHaveProperty('upgrade-insecure-requests');
    } finally {
      await shop.stop();
    }
  });
});
