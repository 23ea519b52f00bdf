import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import { describe, expect, it } from 'vitest';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

interface PlantOptions extends Partial<ProductInput> {
  /** Counted, with this many received for each size; not counted when left out. */
  counted?: number;
  sizes?: [string, number][];
}

async function plant(name: string, { counted, sizes = [], ...overrides }: PlantOptions = {}) {
  const { admin, kit } = sales;
  const created = await kit.createProduct({ name, slug: `plant-${randomUUID()}`, ...overrides }, sizes);
  if (counted === undefined) return created.id;
  admin.readAfterWrite(await admin.client.admin.stock.track.mutate({ productId: created.id, tracked: true }));
  for (const variantId of sizes.length === 0 ? [null] : created.variantIds) {
    if (counted > 0)
      admin.readAfterWrite(
        await admin.client.admin.stock.receive.mutate({
          productId: created.id,
          variantId,
          quantity: counted,
        }),
      );
  }
  return created.id;
}

const listed = async (search: string, stock: 'all' | 'in_stock' | 'low_stock' | 'out_of_stock' = 'all') =>
  (await sales.admin.client.admin.products.list.query({ search, stock })).map(
    ({ name, tracksStock, available, stockStatus }) => ({ name, tracksStock, available, stockStatus }),
  );

const byName = <Row extends { name: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

describe('the admin products list of counted plants', () => {
  it('shows how many are left over all sizes, and filters by the status the count gives', async () => {
    const marker = randomUUID().slice(0, 8);
    const jade = await plant(`${marker} Jade`, { counted: 3 });
    await plant(`${marker} Fig`, {
      counted: 4,
      sizes: [
        ['Small', 0],
        ['Large', 20_000],
      ],
    });
    await plant(`${marker} Aloe`, { counted: 0 });
    // Not counted: its status is the one an admin set by hand.
    await plant(`${marker} Pothos`, { stockStatus: 'low_stock' });

    expect(byName(await listed(marker))).toEqual([
      { name: `${marker} Aloe`, tracksStock: true, available: 0, stockStatus: 'out_of_stock' },
      { name: `${marker} Fig`, tracksStock: true, available: 8, stockStatus: 'in_stock' },
      { name: `${marker} Jade`, tracksStock: true, available: 3, stockStatus: 'low_stock' },
      { name: `${marker} Pothos`, tracksStock: false, available: null, stockStatus: 'low_stock' },
    ]);
    expect(byName(await listed(marker, 'low_stock')).map(({ name }) => name)).toEqual([
      `${marker} Jade`,
      `${marker} Pothos`,
    ]);
    expect((await listed(marker, 'in_stock')).map(({ name }) => name)).toEqual([`${marker} Fig`]);
    // What the dashboard links to: only the plants whose stock is counted, or only those set by hand.
    const keptAs = async (keeping: 'counted' | 'by_hand') =>
      (
        await sales.admin.client.admin.products.list.query({ search: marker, stock: 'low_stock', keeping })
      ).map(({ name }) => name);
    expect(await keptAs('counted')).toEqual([`${marker} Jade`]);
    expect(await keptAs('by_hand')).toEqual([`${marker} Pothos`]);
    expect((await listed(marker, 'out_of_stock')).map(({ name }) => name)).toEqual([`${marker} Aloe`]);

    // The last three jades broken: the list follows the count to out of stock.
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.stock.adjust.mutate({
        productId: jade,
        variantId: null,
        change: -3,
        reason: 'damaged',
      }),
    );
    expect(byName(await listed(marker, 'out_of_stock'))).toEqual([
      { name: `${marker} Aloe`, tracksStock: true, available: 0, stockStatus: 'out_of_stock' },
      { name: `${marker} Jade`, tracksStock: true, available: 0, stockStatus: 'out_of_stock' },
    ]);
    expect((await listed(marker, 'low_stock')).map(({ name }) => name)).toEqual([`${marker} Pothos`]);
  });
});

describe('the dashboard’s counted stock', () => {
  it('counts the active counted plants that are low or out, and none whose status was set by hand', async () => {
    const summary = () => sales.admin.client.admin.dashboard.summary.query();
    const { countedStock: before } = await summary();
    const marker = randomUUID().slice(0, 8);
    await plant(`${marker} Low`, { counted: 3 });
    await plant(`${marker} Out`, { counted: 0 });
    await plant(`${marker} Plenty`, { counted: 10 });
    await plant(`${marker} Set low by hand`, { stockStatus: 'low_stock' });
    await plant(`${marker} Set out by hand`, { stockStatus: 'out_of_stock' });
    await plant(`${marker} Draft, low`, { counted: 2, status: 'draft' });
    await plant(`${marker} Draft, out`, { counted: 0, status: 'draft' });

    expect((await summary()).countedStock).toEqual({
      lowStock: before.lowStock + 1,
      outOfStock: before.outOfStock + 1,
    });

    // A delivery for the sold-out plant takes it off both counts: 12 is above the low-stock line.
    const restocked = await plant(`${marker} Restocked`, { counted: 0 });
    expect((await summary()).countedStock.outOfStock).toBe(before.outOfStock + 2);
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.stock.receive.mutate({
        productId: restocked,
        variantId: null,
        quantity: 12,
      }),
    );
    expect((await summary()).countedStock).toEqual({
      lowStock: before.lowStock + 1,
      outOfStock: before.outOfStock + 1,
    });
  });
});
