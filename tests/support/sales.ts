import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import type { CouponFormInput } from '@verdant/domain/sales/coupon-rules';
import { afterAll, beforeAll, expect } from 'vitest';
import { signedUp } from './customers';
import { refusal } from './refusal';
import { startTestShop, type TestBrowser, type TestShop } from './test-shop';

/** What the sales tests do through the API, as the admin and as shoppers would. */
export function salesKit(shop: TestShop, admin: TestBrowser) {
  /**
   * A product the admin creates, active and in stock unless told otherwise; sizes as [name, adjustment]; its
   * tax (HSN and GST rate) when given.
   */
  async function createProduct(
    overrides: Partial<ProductInput> = {},
    sizes: [string, number][] = [],
    tax: { hsn: string; gstRate: string } | null = null,
  ) {
    const suffix = randomUUID().slice(0, 8);
    const product: ProductInput = {
      name: `Calathea ${suffix}`,
      slug: `calathea-${suffix}`,
      basePrice: 59_900,
      salePrice: null,
      ...overrides,
    };
    const created = await admin.client.admin.products.create.mutate({
      product,
      variants: sizes.map(([name, priceAdjustment]) => ({ name, priceAdjustment })),
      tax,
    });
    admin.readAfterWrite(created);
    const shown = await admin.client.admin.products.get.query({ id: created.id });
    return { id: created.id, product, variantIds: shown.variants.map((variant) => variant.variantId) };
  }

  async function changeProduct(id: string, product: ProductInput) {
    const shown = await admin.client.admin.products.get.query({ id });
    const variants = shown.variants.map(({ variantId, name, priceAdjustment }) => ({
      id: variantId,
      name,
      priceAdjustment,
    }));
    admin.readAfterWrite(await admin.client.admin.products.update.mutate({ id, product, variants }));
  }

  /** A coupon with a fresh code; ten percent off with no limits unless told otherwise. */
  async function createCoupon(overrides: Partial<CouponFormInput> = {}) {
    const code = overrides.code ?? `SAVE${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await admin.client.admin.coupons.create.mutate({
      discountType: 'percentage',
      discountValue: 10,
      ...overrides,
      code,
    });
    admin.readAfterWrite(created);
    return created.code;
  }

  /** A new customer, signed in, with a saved home address; `write` remembers each command's position. */
  async function customer() {
    const browser = await signedUp(shop);
    const write = async <Result extends { position: string | null }>(call: Promise<Result>) => {
      const result = await call;
      browser.readAfterWrite(result);
      return result;
    };
    const { id: addressId } = await write(
      browser.client.account.addAddress.mutate({
        fullName: browser.details.fullName,
        phone: browser.details.phone,
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      }),
    );
    const place = (
      overrides: {
        idempotencyKey?: string;
        addressId?: string;
        paymentMethod?: 'cod' | 'razorpay' | 'card';
      } = {},
    ) =>
      write(
        browser.client.orders.place.mutate({
          idempotencyKey: randomUUID(),
          addressId,
          paymentMethod: 'cod',
          ...overrides,
        }),
      );
    return { ...browser, write, addressId, place, cart: () => browser.client.cart.get.query() };
  }

  /** A new customer's order of one plant (₹450 unless told), placed to be paid online. */
  async function orderAwaitingPayment(paymentMethod: 'razorpay' | 'card', basePrice = 45_000) {
    const fern = await createProduct({ basePrice });
    const asha = await customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId } = await asha.place({ paymentMethod });
    return { asha, orderId };
  }

  const head = () => shop.shop.stores.eventStore.headPosition();

  /** The call is refused with this code and message, and the log does not move. */
  async function refusedWithNothingWritten(call: () => Promise<unknown>, code: string, message: string) {
    const before = await head();
    const error = await refusal(call());
    expect({ code: error.data?.code, message: error.message }).toEqual({ code, message });
    expect(await head()).toBe(before);
    return error;
  }

  return {
    createProduct,
    changeProduct,
    createCoupon,
    customer,
    orderAwaitingPayment,
    head,
    refusedWithNothingWritten,
  };
}

export type SalesCustomer = Awaited<ReturnType<ReturnType<typeof salesKit>['customer']>>;

/**
 * A shop with no demo data for one test file, started before its tests and stopped after them, with its admin
 * signed in and the sales kit; read the fields inside tests and hooks, once the shop has started. Its
 * environment is read when it starts, after the file's earlier `beforeAll` hooks (a fake gateway's address).
 */
export function useSalesShop(environment: () => Record<string, string> = () => ({})) {
  const started = {} as { shop: TestShop; admin: TestBrowser; kit: ReturnType<typeof salesKit> };
  beforeAll(async () => {
    started.shop = await startTestShop({ SEED_DEMO_DATA: 'false', ...environment() });
    started.admin = await started.shop.adminBrowser();
    started.kit = salesKit(started.shop, started.admin);
  });
  afterAll(async () => {
    await started.shop.stop();
  });
  return started;
}
