/**
 * Counted stock in `npm run bench`: placing orders over HTTP when the shop counts every plant, so each line is
 * reserved on its plant's own stream; once spread over twelve plants (target ≥ 500 orders/s), once with every
 * order buying the same plant beside two others, all on one hot stream (target ≥ 300 orders/s); p99 < 100 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUSTOMERS_FOR_PLACEMENTS, fillCarts, placingOrders, stockTheShop } from './bench-orders';
import { type LoadFigures, startServer, withShop } from './bench-server';

/** Enough of every plant for every order of every run. */
const UNITS_EACH = 30_000;

type Lines = Awaited<ReturnType<typeof stockTheShop>>;

/** The first plant in every cart, with two of the others, a different two for the next customer. */
const aroundOneHotPlant = (lines: Lines, index: number): Lines => [
  lines[0]!,
  lines[1 + (index % (lines.length - 1))]!,
  lines[1 + ((index + 1) % (lines.length - 1))]!,
];

async function placementsWithCountedStock(hot: boolean): Promise<LoadFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-stock-'));
  try {
    const customers = await withShop(directory, async (shop) => {
      const lines = await stockTheShop(shop, UNITS_EACH);
      return fillCarts(shop, lines, CUSTOMERS_FOR_PLACEMENTS, hot ? aroundOneHotPlant : undefined);
    });
    const server = await startServer(directory);
    try {
      const carts = hot
        ? 'one counted plant in every cart beside two others, a coupon'
        : '3 counted plants and a coupon each';
      return await placingOrders(server, customers, carts);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function countedStockPlacements() {
  return { spread: await placementsWithCountedStock(false), hot: await placementsWithCountedStock(true) };
}
