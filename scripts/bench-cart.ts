/**
 * Cart figures for `npm run bench`: the read-your-writes wait, from a cart command's answer to the cart read
 * model showing it, in the embedded mode (target: p99 < 20 ms); and what the load benchmarks use to fill carts
 * (Add to Cart under load is in scripts/bench-load.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { type CommandContext, loadAggregate } from '@verdant/platform';
import { cartsProjection } from '@verdant/projections/shopping/carts';
import type { Shop } from '@verdant/server/shop';
import type { RotatingRequest } from './bench-load-plan';
import { withShop } from './bench-server';

const PRODUCTS = 40;
/** Many shoppers, so each cart's history stays the length a real cart's has (tens of events, not thousands). */
const CUSTOMERS = 1_000;
const SIGN_UPS_IN_FLIGHT = 8;
const WAITS = 2_000;
const WRITERS_IN_FLIGHT = 8;

const context: CommandContext = {
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
};

/** Plants on sale, half of them in two sizes; the lines an add may name. */
export async function createProducts(shop: Shop) {
  const lines: { productId: string; variantId: string | null }[] = [];
  for (let index = 0; index < PRODUCTS; index++) {
    const sized = index % 2 === 0;
    const { productId } = await shop.catalogue.products.create(
      {
        name: `Cart Bench Plant ${index}`,
        slug: `cart-bench-plant-${index}`,
        basePrice: 29_900,
        salePrice: null,
      },
      sized
        ? [
            { name: 'Small', priceAdjustment: 0 },
            { name: 'Large', priceAdjustment: 20_000 },
          ]
        : [],
      context,
    );
    const { state } = await loadAggregate(shop.eventSourcing, productDecider, productStreamId(productId));
    const variantIds = state?.variants.map((variant) => variant.variantId) ?? [];
    if (variantIds.length === 0) lines.push({ productId, variantId: null });
    for (const variantId of variantIds) lines.push({ productId, variantId });
  }
  return lines;
}

export async function signUpCustomers(url: string): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  const signUpOne = async () => {
    while (next < CUSTOMERS) {
      const index = next++;
      const password = `bench-password-${index}`;
      const response = await fetch(`${url}/trpc/auth.signUp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `Bench Shopper ${index}`,
          email: `bench.shopper.${index}@example.test`,
          phone: `9${String(100_000_000 + index)}`,
          password,
          confirmPassword: password,
        }),
      });
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('verdant_session='));
      if (!response.ok || !session)
        throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
      cookies.push(session.split(';')[0]!);
    }
  };
  await Promise.all(Array.from({ length: SIGN_UPS_IN_FLIGHT }, signUpOne));
  return cookies;
}

/** Each request is one customer's Add to Cart, as the storefront sends it; customers and plants in turn. */
export function addToCartRequest(
  cookies: readonly string[],
  lines: readonly { productId: string; variantId: string | null }[],
): RotatingRequest {
  return {
    method: 'POST',
    path: '/trpc/cart.add',
    contentType: 'application/json',
    cookies,
    bodies: lines.map((line) => JSON.stringify({ ...line, quantity: 1 })),
  };
}

/**
 * Milliseconds from a cart command's answer until the carts read model has applied it, with several
 * customers adding at once, as the server's read-your-writes wait sees it.
 */
export async function readYourWritesWaits(): Promise<number[]> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-ryw-'));
  try {
    return await withShop(directory, async (shop) => {
      const lines = await createProducts(shop);
      const waits: number[] = [];
      let next = 0;
      const writer = async (customer: number) => {
        while (next < WAITS) {
          const turn = next++;
          const { position } = await shop.shopping.carts.add(
            `bench-customer-${customer}-${turn % 25}`,
            { ...lines[turn % lines.length]!, quantity: 1 },
            context,
          );
          const answered = performance.now();
          if (position === null || !(await shop.readModels.waitFor([cartsProjection.name], position, 2_000)))
            throw new Error('the carts read model did not catch up');
          waits.push(performance.now() - answered);
        }
      };
      await Promise.all(Array.from({ length: WRITERS_IN_FLIGHT }, (_, customer) => writer(customer)));
      return waits;
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
