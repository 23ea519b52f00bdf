import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import {
  NOT_IN_CART,
  PLANT_SOLD_OUT,
  PLANT_UNAVAILABLE,
  SIZE_REQUIRED,
  SIZE_UNAVAILABLE,
} from '@verdant/domain/shopping/cart';
import { LINE_LIMIT_REACHED } from '@verdant/domain/shopping/cart-line';
import { QUANTITY_NOT_WHOLE, QUANTITY_TOO_SMALL } from '@verdant/domain/shopping/cart-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
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

/** A product on sale, as the admin creates it, with its variants as the cart names them. */
async function createProduct(overrides: Partial<ProductInput> = {}, sizes: [string, number][] = []) {
  const suffix = randomUUID().slice(0, 8);
  const product: ProductInput = {
    name: `Calathea ${suffix}`,
    slug: `calathea-${suffix}`,
    description: 'Painted leaves that fold up at night.',
    careGuide: 'Filtered water, bright shade.',
    basePrice: 59_900,
    salePrice: null,
    ...overrides,
  };
  const created = await admin.client.admin.products.create.mutate({
    product,
    variants: sizes.map(([name, priceAdjustment]) => ({ name, priceAdjustment })),
  });
  admin.readAfterWrite(created);
  const shown = await admin.client.admin.products.get.query({ id: created.id });
  const variants = shown.variants.map(({ variantId, name, priceAdjustment }) => ({
    id: variantId,
    name,
    priceAdjustment,
  }));
  products.set(created.id, { product, variants });
  return { id: created.id, product, variants, position: created.position };
}

const products = new Map<
  string,
  { product: ProductInput; variants: { id: string; name: string; priceAdjustment: number }[] }
>();

async function changeProduct(id: string, change: Partial<ProductInput>) {
  const current = products.get(id)!;
  const product = { ...current.product, ...change };
  products.set(id, { ...current, product });
  const saved = await admin.client.admin.products.update.mutate({ id, product, variants: current.variants });
  admin.readAfterWrite(saved);
  return saved;
}

async function customer() {
  const browser = await signedUp(shop);
  const write = async <Result extends { position: string | null }>(call: Promise<Result>) => {
    const result = await call;
    browser.readAfterWrite(result);
    return result;
  };
  const cart = () => browser.client.cart.get.query();
  return { ...browser, write, cart };
}

const head = () => shop.shop.stores.eventStore.headPosition();

/** The call is refused with this code and message, and the log does not move. */
async function refusedWithNothingWritten(call: () => Promise<unknown>, code: string, message: string) {
  const before = await head();
  const error = await refusal(call());
  expect({ code: error.data?.code, message: error.message }).toEqual({ code, message });
  expect(await head()).toBe(before);
}

describe('the signed-in customer’s cart', () => {
  it('adds plants and prices every line from the catalogue, with shipping from the shop setting', async () => {
    const fern = await createProduct({ basePrice: 49_900, salePrice: 29_900 }, [
      ['Small', 0],
      ['Large', 20_000],
    ]);
    const jade = await createProduct({ basePrice: 4_900 });
    const asha = await customer();
    const [small, large] = fern.variants;

    expect((await asha.write(asha.client.cart.add.mutate({ productId: jade.id }))).outcome).toBe('added');
    expect(await asha.cart()).toMatchObject({
      itemCount: 1,
      subtotal: 4_900,
      shipping: 9_900,
      total: 14_800,
    });

    await asha.write(asha.client.cart.add.mutate({ productId: fern.id, variantId: large!.id, quantity: 2 }));
    const again = await asha.write(asha.client.cart.add.mutate({ productId: fern.id, variantId: large!.id }));
    expect(again.outcome).toBe('updated');
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id, variantId: small!.id }));

    const cart = await asha.cart();
    expect(
      cart.lines.map((line) => [line.name, line.variantName, line.quantity, line.unitPrice, line.lineTotal]),
    ).toEqual([
      [jade.product.name, null, 1, 4_900, 4_900],
      [fern.product.name, 'Large', 3, 49_900, 149_700],
      [fern.product.name, 'Small', 1, 29_900, 29_900],
    ]);
    expect(cart).toMatchObject({ itemCount: 5, subtotal: 184_500, shipping: 0, total: 184_500 });
  });

  it('shows the new price when the product’s price changes', async () => {
    const palm = await createProduct({ basePrice: 99_900 });
    const asha = await customer();
    await asha.write(asha.client.cart.add.mutate({ productId: palm.id, quantity: 2 }));

    asha.readAfterWrite(await changeProduct(palm.id, { salePrice: 79_900 }));

    expect((await asha.cart()).lines[0]).toMatchObject({ unitPrice: 79_900, lineTotal: 159_800 });
  });

  it('changes quantities, removes at 0, removes a line and clears the cart', async () => {
    const pothos = await createProduct();
    const peace = await createProduct();
    const asha = await customer();
    await asha.write(asha.client.cart.add.mutate({ productId: pothos.id }));
    await asha.write(asha.client.cart.add.mutate({ productId: peace.id }));

    await asha.write(asha.client.cart.setQuantity.mutate({ productId: pothos.id, quantity: 4 }));
    expect((await asha.cart()).lines.map((line) => line.quantity)).toEqual([4, 1]);
    await asha.write(asha.client.cart.setQuantity.mutate({ productId: pothos.id, quantity: 0 }));
    expect((await asha.cart()).lines.map((line) => line.productId)).toEqual([peace.id]);
    await asha.write(asha.client.cart.add.mutate({ productId: pothos.id }));
    await asha.write(asha.client.cart.remove.mutate({ productId: peace.id }));
    expect((await asha.cart()).lines.map((line) => line.productId)).toEqual([pothos.id]);

    await asha.write(asha.client.cart.clear.mutate());
    expect(await asha.cart()).toEqual({
      lines: [],
      itemCount: 0,
      subtotal: 0,
      shipping: 0,
      total: 0,
      toFreeShipping: 0,
      coupon: null,
      discount: 0,
    });
  });

  it('refuses what cannot be bought, with a clear message and nothing written', async () => {
    const sized = await createProduct({}, [['Small', 0]]);
    const soldOut = await createProduct({ stockStatus: 'out_of_stock' });
    const draft = await createProduct({ status: 'draft' });
    const archived = await createProduct();
    await changeProduct(archived.id, { status: 'archived' });
    const asha = await customer();
    const add = (input: Parameters<typeof asha.client.cart.add.mutate>[0]) => () =>
      asha.client.cart.add.mutate(input);

    await refusedWithNothingWritten(add({ productId: soldOut.id }), 'BAD_REQUEST', PLANT_SOLD_OUT);
    await refusedWithNothingWritten(add({ productId: draft.id }), 'BAD_REQUEST', PLANT_UNAVAILABLE);
    await refusedWithNothingWritten(add({ productId: archived.id }), 'BAD_REQUEST', PLANT_UNAVAILABLE);
    await refusedWithNothingWritten(add({ productId: 'no-such-plant' }), 'BAD_REQUEST', PLANT_UNAVAILABLE);
    await refusedWithNothingWritten(add({ productId: sized.id }), 'BAD_REQUEST', SIZE_REQUIRED);
    await refusedWithNothingWritten(
      add({ productId: sized.id, variantId: 'v-x' }),
      'BAD_REQUEST',
      SIZE_UNAVAILABLE,
    );
    await refusedWithNothingWritten(
      add({ productId: sized.id, variantId: sized.variants[0]!.id, quantity: 0 }),
      'BAD_REQUEST',
      QUANTITY_TOO_SMALL,
    );
    await refusedWithNothingWritten(
      add({ productId: sized.id, variantId: sized.variants[0]!.id, quantity: 1.5 }),
      'BAD_REQUEST',
      QUANTITY_NOT_WHOLE,
    );
    await refusedWithNothingWritten(
      () =>
        asha.client.cart.setQuantity.mutate({
          productId: sized.id,
          variantId: sized.variants[0]!.id,
          quantity: 2,
        }),
      'NOT_FOUND',
      NOT_IN_CART,
    );
    expect((await asha.cart()).lines).toEqual([]);
  });

  it('caps a line at 99 with a message', async () => {
    const cactus = await createProduct();
    const asha = await customer();
    await asha.write(asha.client.cart.add.mutate({ productId: cactus.id, quantity: 98 }));

    await refusedWithNothingWritten(
      () => asha.client.cart.add.mutate({ productId: cactus.id, quantity: 2 }),
      'BAD_REQUEST',
      LINE_LIMIT_REACHED,
    );
    await refusedWithNothingWritten(
      () => asha.client.cart.setQuantity.mutate({ productId: cactus.id, quantity: 100 }),
      'BAD_REQUEST',
      LINE_LIMIT_REACHED,
    );
    await asha.write(asha.client.cart.add.mutate({ productId: cactus.id }));
    expect((await asha.cart()).lines[0]?.quantity).toBe(99);
  });

  it('counts every add when two tabs add to the same cart at once', async () => {
    const aloe = await createProduct();
    const asha = await customer();
    const otherTab = shop.browser();
    for (const [name, value] of asha.cookies) otherTab.cookies.set(name, value);

    const adds = await Promise.all(
      [asha, otherTab, asha, otherTab, asha].map((tab) => tab.client.cart.add.mutate({ productId: aloe.id })),
    );
    for (const added of adds) asha.readAfterWrite(added);

    expect((await asha.cart()).lines).toEqual([expect.objectContaining({ productId: aloe.id, quantity: 5 })]);
  });

  it('keeps a line of a plant that was archived, unpriced, with the reason', async () => {
    const fig = await createProduct({ basePrice: 129_900 });
    const asha = await customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fig.id }));

    asha.readAfterWrite(await changeProduct(fig.id, { status: 'archived' }));

    expect(await asha.cart()).toMatchObject({
      lines: [{ productId: fig.id, lineTotal: 0, unavailable: PLANT_UNAVAILABLE }],
      subtotal: 0,
      total: 0,
    });
  });
});

describe('the guest cart', () => {
  it('is priced by the server for a visitor, never by the browser', async () => {
    const snake = await createProduct({ basePrice: 34_900 }, [['Medium', 10_000]]);
    shop.readAfterWrite({ position: snake.position });

    const quote = await shop.browser().client.cart.quote.query({
      lines: [{ productId: snake.id, variantId: snake.variants[0]!.id, quantity: 2 }],
    });

    expect(quote).toMatchObject({ itemCount: 2, subtotal: 89_800, shipping: 0, total: 89_800 });
  });

  it('joins the server cart at sign-in: same plant and size add up, others become new lines', async () => {
    const monstera = await createProduct({}, [
      ['Small', 0],
      ['Large', 30_000],
    ]);
    const zz = await createProduct();
    const asha = await customer();
    const [small, large] = monstera.variants;
    await asha.write(
      asha.client.cart.add.mutate({ productId: monstera.id, variantId: small!.id, quantity: 1 }),
    );

    const mergeId = randomUUID();
    const guestLines = [
      { productId: monstera.id, variantId: small!.id, quantity: 2 },
      { productId: monstera.id, variantId: large!.id, quantity: 1 },
      { productId: zz.id, variantId: null, quantity: 3 },
    ];
    const merged = await asha.write(asha.client.cart.mergeGuestCart.mutate({ mergeId, lines: guestLines }));
    expect(merged.leftOut).toBe(0);

    const expected = [
      [small!.id, 3],
      [large!.id, 1],
      [null, 3],
    ];
    expect((await asha.cart()).lines.map((line) => [line.variantId, line.quantity])).toEqual(expected);

    // The same guest cart again (a retry, a second tab) changes nothing.
    const before = await head();
    const repeated = await asha.client.cart.mergeGuestCart.mutate({ mergeId, lines: guestLines });
    expect(repeated).toEqual({ leftOut: 0, couponProblem: null, position: null });
    expect(await head()).toBe(before);
    expect((await asha.cart()).lines.map((line) => [line.variantId, line.quantity])).toEqual(expected);
  });

  it('leaves out plants that can no longer be bought, and says how many', async () => {
    const gone = await createProduct();
    await changeProduct(gone.id, { status: 'archived' });
    const kept = await createProduct();
    const asha = await customer();

    const merged = await asha.write(
      asha.client.cart.mergeGuestCart.mutate({
        mergeId: randomUUID(),
        lines: [
          { productId: gone.id, quantity: 1 },
          { productId: kept.id, quantity: 2 },
        ],
      }),
    );

    expect(merged.leftOut).toBe(1);
    expect((await asha.cart()).lines.map((line) => [line.productId, line.quantity])).toEqual([[kept.id, 2]]);
  });

  it('refuses a malformed guest cart as a whole, writing nothing', async () => {
    const kept = await createProduct();
    const asha = await customer();
    await refusedWithNothingWritten(
      () =>
        asha.client.cart.mergeGuestCart.mutate({
          mergeId: randomUUID(),
          lines: [
            { productId: kept.id, quantity: 1 },
            { productId: kept.id, quantity: -3 },
          ],
        }),
      'BAD_REQUEST',
      QUANTITY_TOO_SMALL,
    );
  });
});

describe('whose cart', () => {
  it('a visitor has no server cart', async () => {
    const visitor = shop.browser();
    expect((await refusal(visitor.client.cart.get.query())).data?.code).toBe('UNAUTHORIZED');
    expect((await refusal(visitor.client.cart.add.mutate({ productId: 'any' }))).data?.code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('a customer sees and changes only their own cart', async () => {
    const shared = await createProduct();
    const asha = await customer();
    const ravi = await customer();
    await asha.write(asha.client.cart.add.mutate({ productId: shared.id, quantity: 2 }));
    await ravi.write(ravi.client.cart.add.mutate({ productId: shared.id, quantity: 5 }));

    await ravi.write(ravi.client.cart.clear.mutate());

    expect((await asha.cart()).lines).toEqual([
      expect.objectContaining({ productId: shared.id, quantity: 2 }),
    ]);
    expect((await ravi.cart()).lines).toEqual([]);
  });
});
