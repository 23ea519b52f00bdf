import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedDemoCatalog } from '@verdant/server/seed/demo-catalog';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

const plantImages = fileURLToPath(new URL('../../apps/storefront/public/images/plants/', import.meta.url));
/** Plants the ASPCA lists as toxic to cats or dogs, by common or botanical name. */
const TOXIC_TO_PETS = [
  'snake plant',
  'sansevieria',
  'dracaena',
  'pothos',
  'epipremnum',
  'money plant',
  'zz plant',
  'zamioculcas',
  'monstera',
  'aloe',
  'jade',
  'crassula',
  'peace lily',
  'spathiphyllum',
  'ivy',
  'hedera',
  'philodendron',
  'aglaonema',
  'dieffenbachia',
  'ficus',
  'rubber plant',
];

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  await seedDemoCatalog(shop.shop, pino({ level: 'silent' }));
  shop.readAfterWrite({ position: String(await shop.shop.stores.eventStore.headPosition()) });
});

afterAll(async () => {
  await shop.stop();
});

const list = (input: Parameters<TestShop['client']['products']['list']['query']>[0] = {}) =>
  shop.client.products.list.query(input);

describe('the demo catalogue', () => {
  it('is created on the first start through commands, so categories, plants and banners are events', async () => {
    const recorded = new Set<string>();
    for await (const batch of shop.shop.stores.eventStore.readAll({}))
      for (const event of batch) recorded.add(event.type);
    expect([...recorded]).toEqual(
      expect.arrayContaining(['CategoryCreated', 'ProductCreated', 'VariantAdded', 'BannerCreated']),
    );
  });

  it('opens with at least 24 active plants, a few in every category, and keeps the draft hidden', async () => {
    const { total, products } = await list();
    expect(total).toBeGreaterThanOrEqual(24);
    expect(products.map((product) => product.slug)).not.toContain('ponytail-palm');

    const categories = await shop.client.catalog.categories.query();
    expect(categories).toHaveLength(6);
    for (const category of categories) {
      const inCategory = await list({ categories: [category.slug] });
      expect(inCategory.total, category.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices every plant from ₹199 to ₹2,999, with some on sale below their base price', async () => {
    const { products } = await list();
    for (const product of products) {
      expect(product.basePrice, product.slug).toBeGreaterThanOrEqual(19_900);
      expect(product.basePrice, product.slug).toBeLessThanOrEqual(299_900);
      expect(product.price, product.slug).toBeGreaterThanOrEqual(19_900);
    }
    const onSale = await list({ onSaleOnly: true });
    expect(onSale.total).toBeGreaterThanOrEqual(3);
    for (const product of onSale.products) expect(product.salePrice).toBeLessThan(product.basePrice);
  });

  it('features four bestsellers and mixes stock statuses', async () => {
    expect(await shop.client.products.featured.query()).toHaveLength(4);
    const statuses = new Set((await list()).products.map((product) => product.stockStatus));
    expect(statuses).toEqual(new Set(['in_stock', 'low_stock', 'out_of_stock']));
  });

  it('gives most plants size variants and full care details', async () => {
    const { products } = await list();
    let withSizes = 0;
    for (const { slug } of products) {
      const detail = await shop.client.products.bySlug.query({ slug });
      expect(detail.botanicalName, slug).toBeTruthy();
      expect(detail.careGuide, slug).toMatch(/Light:[\s\S]*Water:[\s\S]*Soil:/);
      expect(detail.seoTitle, slug).toBeTruthy();
      expect(detail.metaDescription, slug).toBeTruthy();
      expect(detail.tags.length, slug).toBeGreaterThan(0);
      if (detail.variants.some((variant) => variant.name === 'Large')) withSizes += 1;
      for (const variant of detail.variants)
        expect(detail.price + variant.priceAdjustment).toBeGreaterThan(0);
    }
    expect(withSizes).toBeGreaterThan(products.length / 2);
  });

  it('puts only plants that are safe for cats and dogs in Pet-Friendly', async () => {
    const { products } = await list({ categories: ['pet-friendly'] });
    expect(products.length).toBeGreaterThanOrEqual(4);
    for (const { slug } of products) {
      const { name, botanicalName } = await shop.client.products.bySlug.query({ slug });
      const names = `${name} ${botanicalName ?? ''}`.toLowerCase();
      for (const toxic of TOXIC_TO_PETS) expect(names, `${name} is toxic to pets`).not.toContain(toxic);
    }
  });

  it('has bundled artwork for every plant, named by slug, and a default', async () => {
    const { products } = await list();
    expect(existsSync(`${plantImages}default.svg`)).toBe(true);
    for (const { slug, mainImageUrl, mainImageAlt } of products) {
      expect(existsSync(`${plantImages}${slug}.svg`), slug).toBe(true);
      expect(mainImageUrl).toBe(`/images/plants/${slug}.svg`);
      expect(mainImageAlt).toBeTruthy();
    }
    expect(existsSync(`${plantImages}ponytail-palm.svg`)).toBe(true);
  });

  it('opens with three banners in the carousel, their artwork bundled', async () => {
    const banners = await shop.client.banners.active.query();
    expect(banners.map((banner) => banner.linkUrl)).toEqual([
      '/care-guides',
      '/shop?category=indoor-plants',
      '/shop?category=pet-friendly',
    ]);
    for (const { imageUrl } of banners)
      expect(existsSync(`${repositoryRoot}apps/storefront/public${imageUrl}`)).toBe(true);
  });

  it('runs only once: a second call on a shop that has events writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    await seedDemoCatalog(shop.shop, pino({ level: 'silent' }));
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });
});
