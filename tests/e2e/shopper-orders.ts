import { expect, type Page } from '@playwright/test';

/** Puts a plant in the signed-in shopper's cart from its page, in the size named when it has sizes. */
export async function addToCart(page: Page, slug: string, size?: string) {
  await page.goto(`/product/${slug}`);
  if (size) await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
}

/** A tRPC mutation with the shopper's session, waiting for the read models to reach `readAfter` first. */
export async function mutate<Output>(page: Page, procedure: string, input: unknown, readAfter?: string) {
  const response = await page.request.post(`/trpc/${procedure}`, {
    data: input,
    headers: readAfter ? { 'x-read-after': readAfter } : {},
  });
  expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
  return (await response.json()).result.data as Output;
}

/**
 * Places the signed-in shopper's cart through the API to a new address, as the checkout page would, to be
 * paid cash on delivery unless told, and answers the order's id.
 */
export async function placeOrder(page: Page, paymentMethod: 'cod' | 'razorpay' = 'cod'): Promise<string> {
  const address = await mutate<{ id: string; position: string }>(page, 'account.addAddress', {
    fullName: 'Asha Menon',
    phone: '9876543210',
    addressLine1: '4 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400020',
  });
  const { orderId } = await mutate<{ orderId: string }>(
    page,
    'orders.place',
    { idempotencyKey: crypto.randomUUID(), addressId: address.id, paymentMethod },
    address.position,
  );
  return orderId;
}

/** Places the signed-in shopper's cart as a cash-on-delivery order: see `placeOrder`. */
export const placeCashOrder = (page: Page) => placeOrder(page, 'cod');

/** Cancels one of the signed-in shopper's orders through the API, as its page's Cancel Order button does. */
export async function cancelOrder(page: Page, orderId: string) {
  await mutate(page, 'orders.cancel', { orderId });
}
