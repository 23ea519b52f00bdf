import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { NotRun, type Step } from '../proof';
import { customerOf, type Run } from '../run';
import { stackClient } from '../stack-client';
import { ADMIN_SIGNS_IN } from './admin-sign-in';

export const CUSTOMER_SIGNS_UP = 'A throwaway customer signs up';
export const CUSTOMER_BROWSES = 'The customer browses the catalogue and a product page';
export const COUPON_APPLIES = "A single-use coupon made for this run applies to the customer's cart";
export const ORDER_PLACED_AND_CANCELLED = 'A cash-on-delivery order is placed and cancelled';

/**
 * An address nobody can own (`.invalid` is reserved for that), so no mail to it reaches anyone, and its
 * name says what it is wherever the back office shows it.
 */
export const throwawayEmail = (tag: string) => `verify-stack+${tag}@example.invalid`;

/** A record the read model does not hold yet is answered as missing: read as null, as behind. */
export function asBehind(error: unknown): null {
  if (error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND') return null;
  throw error;
}

export const customerSignsUp: Step<Run> = {
  title: CUSTOMER_SIGNS_UP,
  async run(run) {
    const browser = stackClient(run.settings.url);
    const email = throwawayEmail(run.tag);
    const fullName = `Verify Stack ${run.tag}`;
    const phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const password = `verify-${randomBytes(12).toString('hex')}`;
    browser.wrote(
      await browser.api.auth.signUp.mutate({ fullName, email, phone, password, confirmPassword: password }),
    );
    const { user } = await browser.api.auth.session.query();
    if (!user) throw new Error('signed up, but the session names nobody');
    run.customer = { browser, email, fullName, phone, accountId: user.id };
    const profile = await browser.api.account.profile.query().catch(asBehind);
    if (profile?.email !== email)
      throw new Error(
        `the profile read after the sign-up (position ${browser.readAfter}, server ${browser.servedBy}) shows ${profile ? profile.email : 'no profile'}: its read model is behind`,
      );
    return `${email} (account ${user.id})`;
  },
};

export const customerBrowses: Step<Run> = {
  title: CUSTOMER_BROWSES,
  needs: [CUSTOMER_SIGNS_UP],
  async run(run) {
    const { browser } = customerOf(run);
    const listing = await browser.api.products.list.query({ inStockOnly: true });
    const card = listing.products[0];
    if (!card) throw new NotRun('the catalogue shows no plant in stock, so there is nothing to order');
    const product = await browser.api.products.bySlug.query({ slug: card.slug });
    if (product.id !== card.id) throw new Error(`the page of ${card.slug} shows another product`);
    const variant = product.variants.find((size) => size.available === null || size.available > 0);
    if (product.variants.length > 0 && !variant)
      throw new NotRun(`${product.name} has no size in stock, so there is nothing to order`);
    run.product = { id: product.id, name: product.name, variantId: variant?.id ?? null };
    return `${listing.total} plants in stock listed; the page of "${product.name}"${variant ? ` (size ${variant.name})` : ''} at ${formatRupees(variant?.price ?? product.price)}`;
  },
};

export const couponApplies: Step<Run> = {
  title: COUPON_APPLIES,
  needs: [ADMIN_SIGNS_IN, CUSTOMER_BROWSES],
  async run(run) {
    const { browser } = customerOf(run);
    const product = run.product!;
    const code = `VERIFY-${run.tag.toUpperCase()}`;
    run.admin.wrote(
      await run.admin.api.admin.coupons.create.mutate({
        code,
        description: `verify:stack proof of ${new Date().toISOString()}; removed when the run ends`,
        discountType: 'percentage',
        discountValue: 10,
        maxUses: 1,
        usesPerCustomer: 1,
      }),
    );
    run.coupon = code;
    browser.wrote(await browser.api.cart.add.mutate({ productId: product.id, variantId: product.variantId }));
    const applied = browser.wrote(await browser.api.cart.applyCoupon.mutate({ code }));
    const cart = await browser.api.cart.get.query();
    if (cart.coupon?.code !== code)
      throw new Error(
        `the cart read after the coupon was applied (server ${browser.servedBy}) shows ${cart.coupon?.code ?? 'no coupon'}`,
      );
    return `${code} (10% off, one use) took ${formatRupees(applied.discount)} off; the cart comes to ${formatRupees(cart.total)}`;
  },
};

export const orderPlacedAndCancelled: Step<Run> = {
  title: ORDER_PLACED_AND_CANCELLED,
  needs: [COUPON_APPLIES],
  async run(run) {
    const { browser, fullName, phone } = customerOf(run);
    const { id: addressId } = browser.wrote(
      await browser.api.account.addAddress.mutate({
        fullName,
        phone,
        addressLine1: 'verify:stack, no delivery',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      }),
    );
    const placed = browser.wrote(
      await browser.api.orders.place.mutate({
        idempotencyKey: randomUUID(),
        addressId,
        paymentMethod: 'cod',
      }),
    );
    run.orderId = placed.orderId;
    if (placed.paymentMethod !== 'cod') throw new Error(`the order is to be paid by ${placed.paymentMethod}`);
    browser.wrote(await browser.api.orders.cancel.mutate({ orderId: placed.orderId }));
    const order = await browser.api.orders.get.query({ orderId: placed.orderId }).catch(asBehind);
    if (order?.status !== 'cancelled')
      throw new Error(
        `the order read after its cancellation (server ${browser.servedBy}) is ${order ? order.status : 'not there'}: its read model is behind`,
      );
    return `order ${placed.orderId} for ${formatRupees(placed.total)}, cash on delivery, cancelled`;
  },
};
