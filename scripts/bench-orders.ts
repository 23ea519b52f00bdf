/**
 * Sales figures for `npm run bench`: placing orders over HTTP, each a cart of 3 plants with a coupon paid
 * cash on delivery (targets: ≥1,000 orders/s, p99 < 50 ms); the visitor's coupon check over HTTP (≥2,000/s);
 * and the wait from a placement's answer until the customer's order list shows it (p99 < 50 ms).
 *
 * Every placement needs a full cart, so the carts are filled beforehand, in the shop's own process through
 * its commands: accounts are recorded directly with a stand-in password hash (sign-in is not measured
 * here, and hashing thousands of passwords would only slow the set-up) and sessions started for them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { accountDecider, accountStreamId } from '@verdant/domain/identity/account';
import { type CommandContext, handleCommand, loadAggregate } from '@verdant/platform';
import { customerOrdersProjection } from '@verdant/projections/sales/customer-orders';
import type { Shop } from '@verdant/server/shop';
import { type LoadFigures, startServer, underLoad, withShop } from './bench-server';

const COUPON = 'BENCH10';
const CONNECTIONS = 32;
const PLACEMENTS_PER_RUN = 2_500;
const LOAD_RUNS = 3;
const CHECKS_SECONDS = 5;
const WAITS = 1_000;
const IN_FLIGHT = 8;

const context: CommandContext = {
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
};

interface ReadyCustomer {
  customerId: string;
  addressId: string;
  sessionToken: string;
}

/**
 * Plants in two sizes and one, and the coupon every cart holds; with `countedUnits`, the shop counts each
 * plant's stock and has that many of each size.
 */
export async function stockTheShop(shop: Shop, countedUnits = 0) {
  const lines: { productId: string; variantId: string | null }[] = [];
  for (let index = 0; index < 12; index++) {
    const { productId } = await shop.catalogue.products.create(
      {
        name: `Order Bench Plant ${index}`,
        slug: `order-bench-plant-${index}`,
        basePrice: 29_900,
        salePrice: null,
      },
      index % 2 === 0 ? [{ name: 'Large', priceAdjustment: 20_000 }] : [],
      context,
    );
    const { state } = await loadAggregate(shop.eventSourcing, productDecider, productStreamId(productId));
    const variantId = state?.variants[0]?.variantId ?? null;
    lines.push({ productId, variantId });
    if (countedUnits > 0) await countIn(shop, productId, variantId, countedUnits);
  }
  await shop.sales.coupons.create({ code: COUPON, discountType: 'percentage', discountValue: 10 }, context);
  return lines;
}

/** Counting a plant's stock in, a delivery of at most 10,000 at a time. */
async function countIn(shop: Shop, productId: string, variantId: string | null, units: number) {
  await shop.inventory.stock.track(productId, true, context);
  for (let left = units; left > 0; left -= 10_000)
    await shop.inventory.stock.receive({ productId, variantId, quantity: Math.min(left, 10_000) }, context);
}

type StockedLines = Awaited<ReturnType<typeof stockTheShop>>;
/** The plants of the cart of the `index`th customer: three of the twelve, a different three for the next. */
const spreadOver = (lines: StockedLines, index: number) =>
  [0, 1, 2].map((line) => lines[(index + line) % lines.length]!);

/** Customers with an address, a session, and a cart of 3 plants holding the coupon. */
export async function fillCarts(
  shop: Shop,
  lines: StockedLines,
  count: number,
  cartOf: (lines: StockedLines, index: number) => StockedLines = spreadOver,
) {
  const ready: ReadyCustomer[] = [];
  let next = 0;
  const fillOne = async () => {
    while (next < count) {
      const index = next++;
      const customerId = randomUUID();
      await handleCommand(
        shop.eventSourcing,
        accountDecider,
        accountStreamId(customerId),
        {
          type: 'RegisterAccount',
          data: {
            accountId: customerId,
            fullName: `Bench Buyer ${index}`,
            email: `bench.buyer.${index}@example.test`,
            phone: `9${String(100_000_000 + index)}`,
            passwordHash: 'stand-in',
          },
        },
        { ...context, actor: { userId: customerId, role: 'customer' } },
      );
      const { addressId } = await shop.identity.accounts.addAddress(
        customerId,
        {
          fullName: `Bench Buyer ${index}`,
          phone: '9876543210',
          addressLine1: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
        },
        context,
      );
      for (const line of cartOf(lines, index)) {
        await shop.shopping.carts.add(customerId, { ...line, quantity: 1 }, context);
      }
      await shop.shopping.cartCoupons.apply(customerId, COUPON, context);
      const { token } = await shop.identity.sessions.start(customerId, 'storefront');
      ready.push({ customerId, addressId, sessionToken: token });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, fillOne));
  return ready;
}

/** Each request is one customer placing their cart as an order, as the checkout page sends it. */
export function placingOrders(
  server: { url: string; pid?: number },
  customers: readonly ReadyCustomer[],
  carts: string,
) {
  return underLoad(
    `${PLACEMENTS_PER_RUN} orders a run, ${carts}, ${CONNECTIONS} connections, ${LOAD_RUNS} runs`,
    {
      url: server.url,
      connections: CONNECTIONS,
      amount: PLACEMENTS_PER_RUN,
      requests: [
        {
          method: 'POST',
          path: '/trpc/orders.place',
          contentType: 'application/json',
          cookies: customers.map(({ sessionToken }) => `verdant_session=${sessionToken}`),
          bodies: customers.map(({ addressId }) =>
            JSON.stringify({ idempotencyKey: randomUUID(), addressId, paymentMethod: 'cod' }),
          ),
        },
      ],
    },
    LOAD_RUNS,
    { serverPid: server.pid },
  );
}

/** Customers enough for every run of `placingOrders`, its warm-up included. */
export const CUSTOMERS_FOR_PLACEMENTS = PLACEMENTS_PER_RUN * (LOAD_RUNS + 1);

export async function placementsUnderLoad(): Promise<{ placements: LoadFigures; checks: LoadFigures }> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-orders-'));
  try {
    const { customers, lines } = await withShop(directory, async (shop) => {
      const stocked = await stockTheShop(shop);
      return {
        lines: stocked,
        customers: await fillCarts(shop, stocked, CUSTOMERS_FOR_PLACEMENTS),
      };
    });
    const server = await startServer(directory);
    try {
      const placements = await placingOrders(server, customers, '3 plants and a coupon each');
      const input = encodeURIComponent(
        JSON.stringify({ code: COUPON, lines: lines.slice(0, 3).map((line) => ({ ...line, quantity: 1 })) }),
      );
      const checks = await underLoad(
        `a visitor's 3-plant cart, ${CONNECTIONS} connections, ${LOAD_RUNS} runs of ${CHECKS_SECONDS} s`,
        {
          url: `${server.url}/trpc/coupons.check?input=${input}`,
          connections: CONNECTIONS,
          duration: CHECKS_SECONDS,
        },
        LOAD_RUNS,
      );
      return { placements, checks };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Milliseconds from a placement's answer until the customer's order list has the order (embedded). */
export async function placementToListWaits(): Promise<number[]> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-order-list-'));
  try {
    return await withShop(directory, async (shop) => {
      const customers = await fillCarts(shop, await stockTheShop(shop), WAITS);
      const waits: number[] = [];
      let next = 0;
      const placer = async () => {
        while (next < customers.length) {
          const { customerId, addressId } = customers[next++]!;
          const { position } = await shop.sales.checkout.place(
            customerId,
            { idempotencyKey: randomUUID(), addressId, paymentMethod: 'cod' },
            context,
          );
          const answered = performance.now();
          if (
            position === null ||
            !(await shop.readModels.waitFor([customerOrdersProjection.name], position, 2_000))
          )
            throw new Error('the order list did not catch up');
          waits.push(performance.now() - answered);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, placer));
      return waits;
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
