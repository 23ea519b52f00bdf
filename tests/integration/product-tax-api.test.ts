import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import { rateNotInForce } from '@verdant/domain/invoicing/gst-rates';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

const plant = (): ProductInput => {
  const suffix = randomUUID().slice(0, 8);
  return { name: `Areca Palm ${suffix}`, slug: `areca-palm-${suffix}`, basePrice: 79_900, salePrice: null };
};

const products = () => sales.admin.client.admin.products;

async function createTaxed(tax: { hsn: string; gstRate: string } | null, product = plant()) {
  const created = await products().create.mutate({ product, variants: [], tax });
  sales.admin.readAfterWrite(created);
  sales.shop.readAfterWrite(created);
  return { id: created.id, product };
}

afterEach(() => {
  sales.shop.shop.eventSourcing.now = undefined;
});

describe('a product’s tax through the admin API', () => {
  it('offers the GST rates in force today, as invoices print them', async () => {
    expect(await products().gstRates.query()).toEqual([
      { code: 'nil', label: 'Nil', kind: 'nil-rated' },
      { code: 'exempt', label: 'Exempt', kind: 'exempt' },
      { code: '5', label: '5%', kind: 'taxable' },
      { code: '18', label: '18%', kind: 'taxable' },
      { code: '40', label: '40%', kind: 'taxable' },
    ]);
  });

  it('saves the HSN code and the rate with the product, and reads them back on the form', async () => {
    const { id, product } = await createTaxed({ hsn: '0602 90', gstRate: 'exempt' });
    expect((await products().get.query({ id })).tax).toEqual({ hsn: '060290', gstRate: 'exempt' });

    sales.admin.readAfterWrite(
      await products().update.mutate({ id, product, variants: [], tax: { hsn: '3924', gstRate: '18' } }),
    );
    expect((await products().get.query({ id })).tax).toEqual({ hsn: '3924', gstRate: '18' });
  });

  it('reads a product saved without a tax as having none', async () => {
    const { id } = await createTaxed(null);
    expect((await products().get.query({ id })).tax).toBeNull();
  });

  it('refuses an HSN code of the wrong length and a rate not in force today, recording nothing', async () => {
    const hsn = await sales.kit.refusedWithNothingWritten(
      () => createTaxed({ hsn: '06021', gstRate: 'exempt' }),
      'BAD_REQUEST',
      'An HSN code is 4, 6 or 8 digits',
    );
    expect(hsn.data?.fieldErrors).toEqual({ hsn: 'An HSN code is 4, 6 or 8 digits' });

    // 12% was folded into other slabs on 22 September 2025.
    const gone = rateNotInForce('12', shopDayOf(new Date()));
    const rate = await sales.kit.refusedWithNothingWritten(
      () => createTaxed({ hsn: '0602', gstRate: '12' }),
      'BAD_REQUEST',
      gone,
    );
    expect(rate.data?.fieldErrors).toEqual({ gstRate: gone });

    const { id, product } = await createTaxed({ hsn: '0602', gstRate: 'exempt' });
    await sales.kit.refusedWithNothingWritten(
      () => products().update.mutate({ id, product, variants: [], tax: { hsn: '0602', gstRate: '12' } }),
      'BAD_REQUEST',
      gone,
    );
    expect((await products().get.query({ id })).tax).toEqual({ hsn: '0602', gstRate: 'exempt' });
  });

  it('shows the tax a product had at a past moment', async () => {
    sales.shop.shop.eventSourcing.now = () => new Date('2026-03-01T10:00:00+05:30');
    const { id, product } = await createTaxed({ hsn: '0602', gstRate: 'exempt' });
    sales.shop.shop.eventSourcing.now = () => new Date('2026-03-10T10:00:00+05:30');
    sales.admin.readAfterWrite(
      await products().update.mutate({ id, product, variants: [], tax: { hsn: '06029090', gstRate: '5' } }),
    );
    const asOf = (at: string) => products().asOf.query({ id, at });
    expect((await asOf('2026-03-05T00:00:00+05:30')).tax).toEqual({ hsn: '0602', gstRate: 'exempt' });
    expect((await asOf('2026-03-10T10:00:00+05:30')).tax).toEqual({ hsn: '06029090', gstRate: '5' });
  });

  it('keeps the rates and a product’s tax from a customer', async () => {
    const { id, product } = await createTaxed({ hsn: '0602', gstRate: 'exempt' });
    const asha = await sales.kit.customer();
    const calls = [
      () => asha.client.admin.products.gstRates.query(),
      () => asha.client.admin.products.get.query({ id }),
      () => asha.client.admin.products.create.mutate({ product: plant(), variants: [], tax: null }),
      () =>
        asha.client.admin.products.update.mutate({
          id,
          product,
          variants: [],
          tax: { hsn: '3924', gstRate: '18' },
        }),
    ];
    for (const call of calls) expect((await refusal(call())).data?.code).toBe('UNAUTHORIZED');
    expect((await products().get.query({ id })).tax).toEqual({ hsn: '0602', gstRate: 'exempt' });
  });

  it('leaves the tax out of what shoppers read', async () => {
    const { product } = await createTaxed({ hsn: '0602', gstRate: 'exempt' });
    const page = await sales.shop.client.products.bySlug.query({ slug: product.slug });
    expect(page).not.toHaveProperty('tax');
  });
});
