import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: TestBrowser;
let categoryIds: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  admin = await shop.adminBrowser();
  categoryIds = {};
  for (const [name, slug] of [
    ['Ferns', `ferns-${randomUUID().slice(0, 6)}`],
    ['Palms', `palms-${randomUUID().slice(0, 6)}`],
  ] as const) {
    const created = await admin.client.admin.categories.create.mutate({ name, slug });
    written(created);
    categoryIds[name] = slug;
  }
});

afterAll(async () => {
  await shop.stop();
});

function written(result: { position: string | null }) {
  admin.readAfterWrite(result);
  shop.readAfterWrite(result);
}

async function categoryId(name: string) {
  const categories = await shop.client.catalog.categories.query();
  return categories.find((category) => category.slug === categoryIds[name])!.id;
}

const productInput = (overrides: Partial<ProductInput> = {}): ProductInput => {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: `Boston Fern ${suffix}`,
    slug: `boston-fern-${suffix}`,
    description: 'Feathery fronds for a bright bathroom.',
    careGuide: 'Keep the soil moist and mist in dry weather.',
    basePrice: 49_900,
    salePrice: null,
    ...overrides,
  };
};

async function createProduct(
  overrides: Partial<ProductInput> = {},
  variants: { name: string; priceAdjustment: number }[] = [],
) {
  const input = productInput(overrides);
  const created = await admin.client.admin.products.create.mutate({ product: input, variants });
  written(created);
  return { ...created, input };
}

describe('the public catalogue', () => {
  it('shows an active product with its variants at the price the customer pays', async () => {
    const { input } = await createProduct(
      { basePrice: 89_900, salePrice: 69_900, categoryId: await categoryId('Ferns') },
      [
        { name: 'Small', priceAdjustment: 0 },
        { name: 'Large', priceAdjustment: 30_000 },
      ],
    );

    const product = await shop.client.products.bySlug.query({ slug: input.slug });

    expect(product).toMatchObject({
      name: input.name,
      price: 69_900,
      basePrice: 89_900,
      salePrice: 69_900,
      onSale: true,
    });
    expect(product.variants.map((variant) => [variant.name, variant.priceAdjustment])).toEqual([
      ['Small', 0],
      ['Large', 30_000],
    ]);
  });

  it('filters by category slug, by the price paid, by stock and by sale, and sorts', async () => {
    const palms = await categoryId('Palms');
    const cheap = await createProduct({ categoryId: palms, basePrice: 29_900 });
    const onSale = await createProduct({ categoryId: palms, basePrice: 199_900, salePrice: 99_900 });
    const scarce = await createProduct({ categoryId: palms, basePrice: 59_900, stockStatus: 'low_stock' });
    const ids = (result: { products: { id: string }[] }) => result.products.map((product) => product.id);

    const inPalms = await shop.client.products.list.query({
      categories: [categoryIds.Palms!],
      sort: 'price_asc',
    });
    expect(ids(inPalms)).toEqual([cheap.id, scarce.id, onSale.id]);
    expect(inPalms.total).toBe(3);

    const byPrice = await shop.client.products.list.query({
      categories: [categoryIds.Palms!],
      minPrice: 50_000,
      maxPrice: 100_000,
    });
    expect(ids(byPrice).sort()).toEqual([onSale.id, scarce.id].sort());

    expect(
      ids(await shop.client.products.list.query({ categories: [categoryIds.Palms!], onSaleOnly: true })),
    ).toEqual([onSale.id]);
    expect(
      ids(await shop.client.products.list.query({ categories: [categoryIds.Palms!], inStockOnly: true })),
    ).not.toContain(scarce.id);
    const newest = await shop.client.products.list.query({
      categories: [categoryIds.Palms!],
      sort: 'newest',
    });
    expect(ids(newest)).toEqual([scarce.id, onSale.id, cheap.id]);
  });

  it('answers a repeated listing with the change that came in between', async () => {
    const ferns = await categoryId('Ferns');
    const { id, input } = await createProduct({ categoryId: ferns, basePrice: 45_000 });
    const priceIn = async () =>
      (await shop.client.products.list.query({ categories: [categoryIds.Ferns!] })).products.find(
        (product) => product.id === id,
      )?.price;
    expect(await priceIn()).toBe(45_000);
    expect(await priceIn()).toBe(45_000);

    written(
      await admin.client.admin.products.update.mutate({
        id,
        product: { ...input, categoryId: ferns, basePrice: 55_000 },
        variants: [],
      }),
    );

    expect(await priceIn()).toBe(55_000);
  });

  it('shows the whole shop for a category slug that does not exist', async () => {
    const all = await shop.client.products.list.query({});
    const unknown = await shop.client.products.list.query({ categories: ['no-such-category'] });
    expect(unknown.total).toBe(all.total);
  });

  it('never shows a draft or archived product, though the back office still lists it', async () => {
    const draft = await createProduct({ status: 'draft' });
    const archived = await createProduct();
    written(await admin.client.admin.products.archive.mutate({ id: archived.id }));

    for (const { input } of [draft, archived]) {
      const error = await refusal(shop.client.products.bySlug.query({ slug: input.slug }));
      expect(error.data?.code).toBe('NOT_FOUND');
    }
    const listed = (await shop.client.products.list.query({})).products.map((product) => product.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(archived.id);
    const backOffice = await admin.client.admin.products.list.query({ status: 'archived' });
    expect(backOffice.map((product) => product.id)).toContain(archived.id);
  });

  it('searches name, description and care guide from two characters, ten results at most', async () => {
    const marker = randomUUID().slice(0, 6);
    const { id } = await createProduct({ careGuide: `Water weekly; the ${marker} secret is humidity.` });

    expect(
      (await shop.client.products.search.query({ text: marker.toUpperCase() })).map((product) => product.id),
    ).toEqual([id]);
    for (let index = 0; index < 11; index++) await createProduct({ name: `Search Plant ${marker}-${index}` });
    expect(await shop.client.products.search.query({ text: `Plant ${marker}` })).toHaveLength(10);
    const tooShort = await refusal(shop.client.products.search.query({ text: 'a' }));
    expect(tooShort.data?.code).toBe('BAD_REQUEST');
  });

  it('features at most four products, and relates products of the same category first', async () => {
    for (let index = 0; index < 5; index++) await createProduct({ featured: true });
    expect(await shop.client.products.featured.query()).toHaveLength(4);

    const ferns = await categoryId('Ferns');
    const first = await createProduct({ categoryId: ferns });
    const second = await createProduct({ categoryId: ferns });
    const related = await shop.client.products.related.query({ slug: first.input.slug });
    expect(related[0]?.id).toBe(second.id);
    expect(related.map((product) => product.id)).not.toContain(first.id);
    expect(related.length).toBeLessThanOrEqual(8);
  });
});

describe('the product form', () => {
  it('refuses bad input with SPEC.md’s messages and records nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(
      admin.client.admin.products.create.mutate({
        product: productInput({ name: '', basePrice: 10_000, salePrice: 20_000, seoTitle: 'x'.repeat(101) }),
        variants: [],
      }),
    );

    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toEqual({
      'product.name': 'Name is required',
      'product.salePrice': 'Sale price must be lower than the base price',
      'product.seoTitle': 'SEO title must be at most 100 characters',
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a slug another product holds, and frees a slug a product leaves', async () => {
    const first = await createProduct();
    const head = await shop.shop.stores.eventStore.headPosition();
    const taken = await refusal(
      admin.client.admin.products.create.mutate({
        product: productInput({ slug: first.input.slug }),
        variants: [],
      }),
    );
    expect(taken.message).toBe('A product with this slug already exists');
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);

    const moved = { ...first.input, slug: `${first.input.slug}-renamed` };
    written(await admin.client.admin.products.update.mutate({ id: first.id, product: moved, variants: [] }));
    await createProduct({ slug: first.input.slug });
    expect((await shop.client.products.bySlug.query({ slug: moved.slug })).id).toBe(first.id);
  });

  it('saves changed, removed and new variants in one save', async () => {
    const { id, input } = await createProduct({}, [
      { name: 'Small', priceAdjustment: 0 },
      { name: 'Medium', priceAdjustment: 10_000 },
    ]);
    const current = await admin.client.admin.products.get.query({ id });
    const small = current.variants.find((variant) => variant.name === 'Small')!;

    written(
      await admin.client.admin.products.update.mutate({
        id,
        product: input,
        variants: [
          { id: small.variantId, name: 'Small', priceAdjustment: -5_000 },
          { name: 'Large', priceAdjustment: 25_000 },
        ],
      }),
    );

    const saved = await shop.client.products.bySlug.query({ slug: input.slug });
    expect(saved.variants.map((variant) => [variant.name, variant.priceAdjustment])).toEqual([
      ['Small', -5_000],
      ['Large', 25_000],
    ]);
  });
});

describe('banners', () => {
  it('shows active banners by display order and hides deactivated and deleted ones', async () => {
    const second = await admin.client.admin.banners.create.mutate({
      title: 'Monsoon sale',
      imageUrl: 'https://images.example.com/monsoon.jpg',
      linkUrl: '/shop?category=indoor-plants',
      displayOrder: 2,
    });
    const first = await admin.client.admin.banners.create.mutate({
      title: 'New arrivals',
      imageUrl: 'https://images.example.com/new.jpg',
      displayOrder: 1,
    });
    written(first);
    expect((await shop.client.products.banners.query()).map((banner) => banner.title)).toEqual([
      'New arrivals',
      'Monsoon sale',
    ]);

    written(
      await admin.client.admin.banners.update.mutate({
        id: second.id,
        title: 'Monsoon sale',
        linkUrl: null,
        displayOrder: 2,
        active: false,
      }),
    );
    written(await admin.client.admin.banners.delete.mutate({ id: first.id }));

    expect(await shop.client.products.banners.query()).toEqual([]);
    expect(
      (await admin.client.admin.banners.list.query()).map((banner) => [banner.title, banner.isActive]),
    ).toEqual([['Monsoon sale', false]]);
  });

  it('needs an image and a real link', async () => {
    const noImage = await refusal(
      admin.client.admin.banners.create.mutate({ title: 'Oops', imageUrl: '', displayOrder: 0 }),
    );
    expect(noImage.data?.fieldErrors).toMatchObject({ imageUrl: 'Please upload an image' });
    const badLink = await refusal(
      admin.client.admin.banners.create.mutate({
        title: 'Oops',
        imageUrl: 'https://images.example.com/x.jpg',
        linkUrl: 'not a link',
        displayOrder: 0,
      }),
    );
    expect(badLink.data?.fieldErrors).toMatchObject({ linkUrl: 'Please enter a valid URL' });
  });
});
