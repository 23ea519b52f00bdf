/**
 * The shop under load for `npm run bench -- load`: one server, in its own process as `npm start` runs it, on
 * a catalogue of 1,000 products with 10,000 signed-in customers. Shoppers' listings (full answers), the same
 * listings asked for again with the ETag they got (304), and Add to Cart; then the server's peak memory, apart
 * from the load generator's (a third process). Targets: listing ≥ 8,000 requests/s with p99 < 10 ms, 304s at
 * ≥ 15,000/s, Add to Cart ≥ 3,000 commands/s with p99 < 30 ms, server peak RSS ≤ 200 MB. First, the same
 * load on Node's HTTP server answering the first listing's bytes: machines differ, and this says what this one
 * reaches with no shop at all.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { type CommandContext, loadAggregate } from '@verdant/platform';
import {
  Argon2PasswordHasher,
  EmailFingerprinter,
  loadIdentitySecret,
  type PasswordHasher,
} from '@verdant/platform/identity';
import { AccountCommands } from '@verdant/server/identity/account-commands';
import { SESSION_COOKIES } from '@verdant/server/identity/session-cookie';
import type { Shop } from '@verdant/server/shop';
import { addToCartRequest } from './bench-cart';
import { fillCatalogue, SHOPPER_LISTINGS, storefrontListingPath } from './bench-catalogue';
import {
  type LoadFigures,
  peakMiBOf,
  startReferenceServer,
  startServer,
  underLoad,
  withShop,
} from './bench-server';

const CUSTOMERS = 10_000;
const CONNECTIONS = 32;
const LOAD_RUNS = 3;
const LOAD_SECONDS = 10;

export interface ShopLoadFigures {
  /** Node's HTTP server answering the first listing's bytes to every request: this machine's ceiling. */
  reference: LoadFigures;
  listing: LoadFigures;
  notModified: LoadFigures;
  addToCart: LoadFigures;
  /** The server process's peak resident memory, MiB; null where the system does not say (not Linux). */
  serverPeakMiB: number | null;
}

export async function shopUnderLoad(): Promise<ShopLoadFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-load-'));
  try {
    const { cookies, lines } = await prepareShop(directory);
    const server = await startServer(directory);
    try {
      const paths = SHOPPER_LISTINGS.map(storefrontListingPath);
      const answers = await Promise.all(paths.map((path) => answerOf(`${server.url}${path}`)));
      const etags = answers.map((answer) => answer.etag);
      const reference = await referenceUnderLoad(directory, answers[0]!.body, paths);
      const measured = { serverPid: server.pid };
      const listing = await underLoad(
        `${paths.length} shopper listings, full answers`,
        loadOptions(
          server.url,
          paths.map((path) => ({ method: 'GET', path })),
        ),
        LOAD_RUNS,
        measured,
      );
      const notModified = await underLoad(
        'the same listings asked again with their ETag (304)',
        loadOptions(
          server.url,
          paths.map((path, index) => ({ method: 'GET', path, headers: { 'if-none-match': etags[index]! } })),
        ),
        LOAD_RUNS,
        { ...measured, expectedStatus: 304 },
      );
      const addToCart = await underLoad(
        `${CUSTOMERS.toLocaleString('en-US')} signed-in customers adding plants in stock`,
        loadOptions(server.url, [addToCartRequest(cookies, lines)]),
        LOAD_RUNS,
        measured,
      );
      return { reference, listing, notModified, addToCart, serverPeakMiB: peakMiBOf(server.pid) };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The listings' load on Node's HTTP server answering each with `body`, the shop's first listing. */
async function referenceUnderLoad(directory: string, body: Buffer, paths: readonly string[]) {
  const bodyFile = join(directory, 'reference-answer.json');
  await writeFile(bodyFile, body);
  const reference = await startReferenceServer(bodyFile);
  try {
    return await underLoad(
      `reference: Node's HTTP server answering ${body.length.toLocaleString('en-US')} bytes of fixed JSON, no shop`,
      loadOptions(
        reference.url,
        paths.map((path) => ({ method: 'GET', path })),
      ),
      LOAD_RUNS,
      { serverPid: reference.pid },
    );
  } finally {
    await reference.stop();
  }
}

/** The catalogue and the customers, written before the server starts; their cookies and what they add. */
export async function prepareShop(directory: string) {
  const inStock = await fillCatalogue(directory);
  return withShop(directory, async (shop) => ({
    cookies: await signedInCustomers(shop, directory),
    lines: await sizesOf(shop, inStock),
  }));
}

const loadOptions = (url: string, requests: NonNullable<Parameters<typeof underLoad>[1]['requests']>) => ({
  url,
  connections: CONNECTIONS,
  duration: LOAD_SECONDS,
  requests,
});

/** A listing's answer as a shopper without compression gets it, and its ETag. */
async function answerOf(url: string): Promise<{ etag: string; body: Buffer }> {
  const response = await fetch(url);
  const etag = response.headers.get('etag');
  if (!response.ok || etag === null) throw new Error(`${url}: ${response.status}, ETag ${etag}`);
  return { etag, body: Buffer.from(await response.arrayBuffer()) };
}

const context: CommandContext = {
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
};

/**
 * Customers registered through the shop's own account commands, each with a session as signing in starts
 * one. Hashing 10,000 passwords would take minutes and is not what is measured, so every customer gets the
 * same (real) hash.
 */
async function signedInCustomers(shop: Shop, directory: string): Promise<string[]> {
  const hashed = await new Argon2PasswordHasher().hash('bench-password');
  const samePassword: PasswordHasher = {
    hash: async () => hashed,
    verify: async () => false,
    verifyNothing: async () => false,
    needsRehash: () => false,
  };
  const accounts = new AccountCommands({
    eventSourcing: shop.eventSourcing,
    fingerprints: new EmailFingerprinter(loadIdentitySecret(undefined, directory)),
    passwords: samePassword,
    personalDataKeys: shop.stores.personalDataKeys,
    sessions: shop.stores.sessions,
    mailOutbox: shop.stores.mailOutbox,
    correspondence: shop.engagement,
    claimPhotos: shop.aftercare.photos,
  });
  const cookies: string[] = [];
  for (let index = 0; index < CUSTOMERS; index++) {
    const { accountId } = await accounts.register(
      {
        fullName: `Load Shopper ${index}`,
        email: `load.shopper.${index}@example.test`,
        phone: `9${String(100_000_000 + index)}`,
        password: 'bench-password',
        confirmPassword: 'bench-password',
      },
      context,
    );
    const { token } = await shop.identity.sessions.start(accountId, 'storefront');
    cookies.push(`${SESSION_COOKIES.storefront}=${token}`);
  }
  return cookies;
}

/** Every size of these products: what a shopper adds. */
async function sizesOf(shop: Shop, productIds: readonly string[]) {
  const lines: { productId: string; variantId: string | null }[] = [];
  for (const productId of productIds) {
    const { state } = await loadAggregate(shop.eventSourcing, productDecider, productStreamId(productId));
    const variantIds = state?.variants.map((variant) => variant.variantId) ?? [];
    if (variantIds.length === 0) lines.push({ productId, variantId: null });
    for (const variantId of variantIds) lines.push({ productId, variantId });
  }
  return lines;
}
