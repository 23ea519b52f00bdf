import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import { LISTING_PAGE_SIZE } from '@verdant/server/catalog/listing-queries';
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
    // Each size priced by the server: the sale price and the base price, both with the size's adjustment.
    expect(product.variants.map((variant) => [variant.name, variant.price, variant.basePrice])).toEqual([
      ['Small', 69_900, 89_900],
      ['Large', 99_900, 119_900],
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
    const inStock = await shop.client.products.list.query({
      categories: [categoryIds.Palms!],
      inStockOnly: true,
    });
    expect(ids(inStock).sort()).toEqual([cheap.id, onSale.id].sort());
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

  it('lists a page of plants at a time, the total counting them all', async () => {
    const slug = `cycads-${randomUUID().slice(0, 6)}`;
    written(await admin.client.admin.categories.create.mutate({ name: 'Cycads', slug }));
    const categories = await shop.client.catalog.categories.query();
    const cycads = categories.find((category) => category.slug === slug)!.id;
    const oldestFirst: string[] = [];
    for (let index = 0; index < LISTING_PAGE_SIZE + 2; index++) {
      oldestFirst.push((await createProduct({ categoryId: cycads })).id);
    }

    const first = await shop.client.products.list.query({ categories: [slug] });
    expect(first.total).toBe(LISTING_PAGE_SIZE + 2);
    expect(first.products).toHaveLength(LISTING_PAGE_SIZE);
    const next = await shop.client.products.list.query({ categories: [slug], cursor: first.nextCursor });
    expect(next).toMatchObject({ total: LISTING_PAGE_SIZE + 2, nextCursor: null });
    expect([...first.products, ...next.products].map((product) => product.id)).toEqual(
      [...oldestFirst].reverse(),
    );
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
    await createProduct({ categoryId: ferns });
    // Newer than every fern, so only 'same category first' puts it after them.
    const newest = await createProduct({ categoryId: await categoryId('Palms') });
    const otherFerns = (
      await shop.client.products.list.query({ categories: [categoryIds.Ferns!], sort: 'newest' })
    ).products
      .map((product) => product.id)
      .filter((id) => id !== first.id);
    expect(otherFerns.length).toBeGreaterThan(1);
    expect(otherFerns.length).toBeLessThan(8);

    const related = (await shop.client.products.related.query({ slug: first.input.slug })).map(
      (product) => product.id,
    );
    expect(related).toHaveLength(8);
    expect(related.slice(0, otherFerns.length)).toEqual(otherFerns);
    expect(related[otherFerns.length]).toBe(newest.id);
    expect(related).not.toContain(first.id);
  });
});

describe('the product form', () => {
  it('refuses bad input with one message per faulty field, and records nothing', async () => {
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

  it('refuses a new product whose variants break a rule, writing nothing and leaving the slug free', async () => {
    const input = productInput({ basePrice: 49_900 });
    const head = await shop.shop.stores.eventStore.headPosition();

    const twins = await refusal(
      admin.client.admin.products.create.mutate({
        product: input,
        variants: [
          { name: 'Large', priceAdjustment: 0 },
          { name: 'large', priceAdjustment: 10_000 },
        ],
      }),
    );
    expect(twins.message).toBe('This product already has a variant named Large');
    expect(twins.data?.fieldErrors).toEqual({
      'variants.1.name': 'This product already has a variant named Large',
    });
    const belowZero = await refusal(
      admin.client.admin.products.create.mutate({
        product: input,
        variants: [{ name: 'Tiny', priceAdjustment: -49_901 }],
      }),
    );
    expect(belowZero.data?.fieldErrors).toEqual({
      'variants.0.priceAdjustment': 'Price adjustment cannot take the price below ₹0',
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);

    const created = await admin.client.admin.products.create.mutate({
      product: input,
      variants: [{ name: 'Large', priceAdjustment: 0 }],
    });
    written(created);
    expect((await shop.client.products.bySlug.query({ slug: input.slug })).id).toBe(created.id);
  });

  it('refuses a save whose variants break a rule, changing nothing and leaving the new slug free', async () => {
    const { id, input } = await createProduct({}, [{ name: 'Small', priceAdjustment: 0 }]);
    const { variants } = await admin.client.admin.products.get.query({ id });
    const head = await shop.shop.stores.eventStore.headPosition();
    const renamed = {
      ...input,
      name: `${input.name} Renamed`,
      slug: `${input.slug}-renamed`,
      basePrice: 59_900,
    };

    const error = await refusal(
      admin.client.admin.products.update.mutate({
        id,
        product: renamed,
        variants: [
          { id: variants[0]!.variantId, name: 'Small', priceAdjustment: 0 },
          { name: 'SMALL', priceAdjustment: 5_000 },
        ],
      }),
    );

    expect(error.data?.fieldErrors).toEqual({
      'variants.1.name': 'This product already has a variant named Small',
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    expect(await shop.client.products.bySlug.query({ slug: input.slug })).toMatchObject({
      name: input.name,
      price: input.basePrice,
    });
    await createProduct({ slug: renamed.slug });
  });

  it('lowers the price together with a variant’s discount in one save', async () => {
    const { id, input } = await createProduct({ basePrice: 49_900 }, [
      { name: 'Mini', priceAdjustment: -40_000 },
    ]);
    const [mini] = (await admin.client.admin.products.get.query({ id })).variants;

    written(
      await admin.client.admin.products.update.mutate({
        id,
        product: { ...input, basePrice: 29_900 },
        variants: [{ id: mini!.variantId, name: 'Mini', priceAdjustment: -20_000 }],
      }),
    );

    const saved = await shop.client.products.bySlug.query({ slug: input.slug });
    expect(saved.price).toBe(29_900);
    expect(saved.variants.map((variant) => variant.priceAdjustment)).toEqual([-20_000]);
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

describe('the back office product list', () => {
  it('searches names without case, and filters by stock and status', async () => {
    const marker = `Lister ${randomUUID().slice(0, 6)}`;
    const plenty = await createProduct({ name: `${marker} Aloe` });
    const few = await createProduct({ name: `${marker} Agave`, stockStatus: 'low_stock' });
    const none = await createProduct({
      name: `${marker} Yucca`,
      stockStatus: 'out_of_stock',
      status: 'draft',
    });
    await createProduct({ description: `Not named ${marker}` });
    const listed = async (filters: { stock?: 'low_stock' | 'out_of_stock'; status?: 'draft' } = {}) =>
      (await admin.client.admin.products.list.query({ search: marker.toUpperCase(), ...filters }))
        .map((product) => product.id)
        .sort();

    expect(await listed()).toEqual([plenty.id, few.id, none.id].sort());
    expect(await listed({ stock: 'low_stock' })).toEqual([few.id]);
    expect(await listed({ stock: 'out_of_stock' })).toEqual([none.id]);
    expect(await listed({ status: 'draft' })).toEqual([none.id]);
    expect(await listed({ stock: 'low_stock', status: 'draft' })).toEqual([]);
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
    expect((await shop.client.banners.active.query()).map((banner) => banner.title)).toEqual([
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

    expect(await shop.client.banners.active.query()).toEqual([]);
    expect(
      (await admin.client.admin.banners.list.query()).map((banner) => [banner.title, banner.isActive]),
    ).toEqual([['Monsoon sale', false]]);
  });

  it('needs an image and a real link, and records nothing without them', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
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
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });
});
