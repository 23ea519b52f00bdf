import { randomUUID } from 'node:crypto';
import { THRESHOLD_RANGE } from '@verdant/domain/inventory/stock-settings';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** A counted one-size plant with `onHand` units received. */
async function countedPlant(name: string, onHand: number) {
  const { admin, kit } = sales;
  const plant = await kit.createProduct({ name, slug: `plant-${randomUUID()}` });
  admin.readAfterWrite(await admin.client.admin.stock.track.mutate({ productId: plant.id, tracked: true }));
  admin.readAfterWrite(
    await admin.client.admin.stock.receive.mutate({ productId: plant.id, variantId: null, quantity: onHand }),
  );
  return plant;
}

const setThreshold = async (threshold: number) =>
  sales.admin.readAfterWrite(await sales.admin.client.admin.stock.setLowStockThreshold.mutate({ threshold }));

const settings = () => sales.admin.client.admin.stock.settings.query();

describe('the shop’s low-stock threshold', () => {
  it('is 5 until an admin sets it, and judges every counted plant as it is read, everywhere', async () => {
    const marker = randomUUID().slice(0, 8);
    const jade = await countedPlant(`${marker} Jade`, 8);
    const listed = async (stock: 'all' | 'low_stock' | 'in_stock') =>
      (await sales.admin.client.admin.products.list.query({ search: marker, stock })).map(
        ({ name, stockStatus }) => ({ name, stockStatus }),
      );
    const shown = () => sales.shop.client.products.bySlug.query({ slug: jade.product.slug });
    const { countedStock: before } = await sales.admin.client.admin.dashboard.summary.query();

    expect(await settings()).toEqual({ lowStockThreshold: 5 });
    expect(await listed('all')).toEqual([{ name: `${marker} Jade`, stockStatus: 'in_stock' }]);
    expect(await shown()).toMatchObject({ stockStatus: 'in_stock', available: 8, lowStockThreshold: 5 });

    await setThreshold(10);

    expect(await settings()).toEqual({ lowStockThreshold: 10 });
    expect(await listed('low_stock')).toEqual([{ name: `${marker} Jade`, stockStatus: 'low_stock' }]);
    expect(await listed('in_stock')).toEqual([]);
    expect(await shown()).toMatchObject({ stockStatus: 'low_stock', available: 8, lowStockThreshold: 10 });
    expect((await sales.admin.client.admin.dashboard.summary.query()).countedStock).toEqual({
      lowStock: before.lowStock + 1,
      outOfStock: before.outOfStock,
    });

    // 0: a counted plant is never low, only in stock or out.
    await setThreshold(0);
    expect(await listed('all')).toEqual([{ name: `${marker} Jade`, stockStatus: 'in_stock' }]);
    await setThreshold(5);
    expect(await listed('all')).toEqual([{ name: `${marker} Jade`, stockStatus: 'in_stock' }]);
  });

  it.each([-1, 2.5, 1_001])('refuses %s with a clear message, changing nothing', async (threshold) => {
    await setThreshold(7);
    const refused = await refusal(sales.admin.client.admin.stock.setLowStockThreshold.mutate({ threshold }));
    expect(refused.data?.code).toBe('BAD_REQUEST');
    expect(refused.message).toContain(THRESHOLD_RANGE);
    expect(await settings()).toEqual({ lowStockThreshold: 7 });
    await setThreshold(5);
  });

  it('is the back office’s alone: a customer’s session cannot read or set it', async () => {
    const customer = await sales.kit.customer();
    const refused = await refusal(customer.client.admin.stock.setLowStockThreshold.mutate({ threshold: 50 }));
    expect(refused.data?.code).toBe('UNAUTHORIZED');
    expect((await refusal(customer.client.admin.stock.settings.query())).data?.code).toBe('UNAUTHORIZED');
    expect(await settings()).toEqual({ lowStockThreshold: 5 });
  });
});
