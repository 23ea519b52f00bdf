import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { newShopper, signUp } from './accounts';
import { adminApi, call } from './catalog-api';
import { addToCart, mutate, placeCashOrder } from './shopper-orders';
import { pngFile } from './test-files';

/** What the shopper wrote when opening the claim: the back office shows it in their words. */
export const CLAIM_DESCRIPTION = 'The pot arrived cracked in two and the soil was all over the box.';

/** Uploads a photo as the shopper's browser would, with their session, and answers its stored name. */
async function uploadClaimPhoto(page: Page): Promise<string> {
  const response = await page.request.post('/uploads/claim-photos', {
    multipart: { file: pngFile('pot.png') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { name: string }).name;
}

/** A tRPC query with the shopper's session. */
export async function query<Output>(page: Page, procedure: string, input: unknown): Promise<Output> {
  const response = await page.request.get(
    `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
  return (await response.json()).result.data as Output;
}

/** A new shopper, signed in on the page, with an order of a monstera paid cash on delivery and delivered. */
export async function deliveredMonstera(shopper: Page, admin: APIRequestContext): Promise<string> {
  await signUp(shopper, newShopper());
  await addToCart(shopper, 'monstera-deliciosa');
  const orderId = await placeCashOrder(shopper);
  for (const status of ['processing', 'shipped', 'delivered'])
    await call(admin, 'admin.orders.setStatus', { orderId, status });
  return orderId;
}

/**
 * A new shopper's order of a monstera, paid cash on delivery and delivered, with a claim that it arrived
 * damaged, opened with one photo: all through the API, in a browser of the shopper's own. Answers once the
 * back office's claims list holds the claim.
 */
export async function openDamageClaim(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const admin = await adminApi(baseURL);
  const orderId = await deliveredMonstera(shopper, admin);

  const photo = await uploadClaimPhoto(shopper);
  const { lines } = await query<{ lines: { productId: string; variantId: string | null }[] }>(
    shopper,
    'claims.ofOrder',
    { orderId },
  );
  const [monstera] = lines;
  const claimId = crypto.randomUUID();
  const { position } = await mutate<{ position: string }>(shopper, 'claims.open', {
    orderId,
    claimId,
    reason: 'arrived_damaged',
    items: [{ productId: monstera?.productId, variantId: monstera?.variantId, quantity: 1 }],
    description: CLAIM_DESCRIPTION,
    photos: [photo],
  });
  // Read-your-writes: the claims read model has the claim before the back office looks for it.
  const listed = await admin.get(`/trpc/admin.claims.list?input=${encodeURIComponent('{}')}`, {
    headers: { 'x-read-after': position },
  });
  expect(listed.ok()).toBe(true);

  await admin.dispose();
  await context.close();
  return { orderId, claimId, orderNumber: `#${orderId.slice(0, 8)}` };
}
