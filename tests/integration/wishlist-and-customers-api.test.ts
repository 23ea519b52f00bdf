import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import { PLANT_UNAVAILABLE } from '@verdant/domain/shopping/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedUp } from '../support/customers';
import { refusal } from '../support/refusal';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: TestBrowser;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  admin = await shop.adminBrowser();
});

afterAll(async () => {
  await shop.stop();
});

async function createProduct(overrides: Partial<ProductInput> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const product: ProductInput = {
    name: `Fiddle Leaf Fig ${suffix}`,
    slug: `fiddle-leaf-fig-${suffix}`,
    basePrice: 149_900,
    salePrice: null,
    ...overrides,
  };
  const created = await admin.client.admin.products.create.mutate({ product, variants: [] });
  admin.readAfterWrite(created);
  return { id: created.id, product };
}

async function customer(details = newCustomer()) {
  const browser = await signedUp(shop, details);
  admin.readAfterWrite(browser.signUp);
  const toggle = async (productId: string) => {
    const toggled = await browser.client.wishlist.toggle.mutate({ productId });
    browser.readAfterWrite(toggled);
    return toggled.inWishlist;
  };
  const wishlist = async () => (await browser.client.wishlist.get.query()).map((item) => item.id);
  return { ...browser, toggle, wishlist };
}

describe('the wishlist', () => {
  it('toggles a plant on and off, listing the latest first', async () => {
    const fig = await createProduct();
    const fern = await createProduct({ stockStatus: 'out_of_stock' });
    const asha = await customer();

    expect(await asha.toggle(fig.id)).toBe(true);
    expect(await asha.toggle(fern.id)).toBe(true);
    expect(await asha.wishlist()).toEqual([fern.id, fig.id]);
    const [listedFern] = await asha.client.wishlist.get.query();
    expect(listedFern).toMatchObject({
      name: fern.product.name,
      stockStatus: 'out_of_stock',
      price: 149_900,
    });

    expect(await asha.toggle(fig.id)).toBe(false);
    expect(await asha.wishlist()).toEqual([fern.id]);
  });

  it('refuses a plant that is not on sale, writing nothing, but lets an archived one be taken off', async () => {
    const draft = await createProduct({ status: 'draft' });
    const fading = await createProduct();
    const asha = await customer();
    await asha.toggle(fading.id);

    const head = await shop.shop.stores.eventStore.headPosition();
    const error = await refusal(asha.client.wishlist.toggle.mutate({ productId: draft.id }));
    expect({ code: error.data?.code, message: error.message }).toEqual({
      code: 'BAD_REQUEST',
      message: PLANT_UNAVAILABLE,
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);

    const archived = await admin.client.admin.products.archive.mutate({ id: fading.id });
    asha.readAfterWrite(archived);
    expect(await asha.wishlist()).toEqual([]);
    expect(await asha.toggle(fading.id)).toBe(false);
  });

  it('needs a signed-in customer, and shows each customer only their own', async () => {
    const fig = await createProduct();
    expect(
      (await refusal(shop.browser().client.wishlist.toggle.mutate({ productId: fig.id }))).data?.code,
    ).toBe('UNAUTHORIZED');
    expect((await refusal(shop.browser().client.wishlist.get.query())).data?.code).toBe('UNAUTHORIZED');

    const asha = await customer();
    const ravi = await customer();
    await asha.toggle(fig.id);
    expect(await ravi.wishlist()).toEqual([]);
    expect(await ravi.toggle(fig.id)).toBe(true);
    expect(await asha.wishlist()).toEqual([fig.id]);
  });
});

describe('the admin’s customers', () => {
  it('lists a new customer with the New Customer badge, newest first', async () => {
    const details = newCustomer();
    await customer(details);
    const later = await customer();

    const listed = await admin.client.admin.customers.list.query({});
    const emails = listed.map((entry) => entry.email);
    expect(emails.indexOf(later.details.email)).toBeLessThan(emails.indexOf(details.email));
    expect(listed.find((entry) => entry.email === details.email)).toMatchObject({
      fullName: details.fullName,
      phone: details.phone,
      orderCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
      badges: ['New Customer'],
    });
  });

  it('finds customers by name, email or phone, whatever the case', async () => {
    const details = { ...newCustomer(), fullName: `Meera Iyer ${randomUUID().slice(0, 6)}` };
    await customer(details);
    const search = async (text: string) =>
      (await admin.client.admin.customers.list.query({ search: text })).map((entry) => entry.email);

    expect(await search(details.fullName.toUpperCase())).toEqual([details.email]);
    expect(await search(details.email.slice(0, 12))).toEqual([details.email]);
    expect(await search(details.phone)).toEqual([details.email]);
    expect(await search('no such customer (at all)')).toEqual([]);
  });

  it('is for admins only', async () => {
    const asha = await customer();
    expect((await refusal(asha.client.admin.customers.list.query({}))).data?.code).toBe('UNAUTHORIZED');
  });
});
