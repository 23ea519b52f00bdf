import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { adminApi } from './catalog-api';
import { deliveredMonstera, query } from './claims';
import { mutate } from './shopper-orders';

/** What the shopper wrote when asking for the return: the back office shows it in their words. */
export const RETURN_NOTE = 'It is lovely, but far too big for my balcony.';

/** Asks, as the shopper's browser would, to return the one monstera of the order; answers the write's position. */
export async function requestMonsteraReturn(shopper: Page, orderId: string) {
  const { lines } = await query<{ lines: { productId: string; variantId: string | null }[] }>(
    shopper,
    'returns.ofOrder',
    { orderId },
  );
  const [monstera] = lines;
  const returnId = crypto.randomUUID();
  const { position } = await mutate<{ position: string }>(shopper, 'returns.request', {
    orderId,
    returnId,
    reason: 'changed_mind',
    items: [{ productId: monstera?.productId, variantId: monstera?.variantId, quantity: 1 }],
    note: RETURN_NOTE,
  });
  return { returnId, position };
}

/** Waits until Admin > Returns holds what was written up to `position` (read-your-writes). */
export async function returnsListedAfter(admin: APIRequestContext, position: string) {
  const listed = await admin.get(`/trpc/admin.returns.list?input=${encodeURIComponent('{}')}`, {
    headers: { 'x-read-after': position },
  });
  expect(listed.ok()).toBe(true);
}

/**
 * A new shopper's monstera, paid cash on delivery and delivered, with a return asked for: all through the
 * API, in a browser of the shopper's own. Answers once the back office's returns list holds the return.
 */
export async function requestedReturn(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const admin = await adminApi(baseURL);
  const orderId = await deliveredMonstera(shopper, admin);
  const { returnId, position } = await requestMonsteraReturn(shopper, orderId);
  await returnsListedAfter(admin, position);
  await admin.dispose();
  await context.close();
  return { orderId, returnId, orderNumber: `#${orderId.slice(0, 8)}` };
}
