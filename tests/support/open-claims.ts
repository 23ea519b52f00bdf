import { randomUUID } from 'node:crypto';
import type { ClaimReason } from '@verdant/domain/sales/order-claim-rules';
import { ONE_PIXEL_PNG } from '@verdant/platform/testing';
import { expect } from 'vitest';
import type { salesKit } from './sales';
import type { TestBrowser, TestShop } from './test-shop';

/** Claims as a customer opens them through the API: a delivered order, a photo uploaded, the claim. */
export function claimsKit(started: { shop: TestShop; admin: TestBrowser; kit: ReturnType<typeof salesKit> }) {
  /** A new customer's order of two plants of `name`, delivered. */
  async function deliveredOrder(name = 'Jade Plant') {
    const { kit, admin } = started;
    const plant = await kit.createProduct({ name, basePrice: 19_900 });
    const asha = await kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: plant.id, quantity: 2 }));
    const { orderId } = await asha.place();
    for (const status of ['processing', 'shipped', 'delivered'] as const)
      admin.readAfterWrite(await admin.client.admin.orders.setStatus.mutate({ orderId, status }));
    return { asha, orderId, item: { productId: plant.id, variantId: null } };
  }

  /** Uploads a photo as the customer's browser would, answering its stored name. */
  async function uploadPhoto(browser: Pick<TestBrowser, 'cookies'>) {
    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'pot.png');
    const response = await fetch(`${started.shop.baseUrl}/uploads/claim-photos`, {
      method: 'POST',
      body: form,
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { name: string }).name;
  }

  /** A claim on one of the order's plants, with one photo; the admin reads after it. */
  async function openClaim(
    { asha, orderId, item }: Awaited<ReturnType<typeof deliveredOrder>>,
    reason: ClaimReason = 'arrived_damaged',
  ) {
    const claimId = randomUUID();
    const opened = await asha.client.claims.open.mutate({
      orderId,
      claimId,
      reason,
      items: [{ ...item, quantity: 1 }],
      description: 'One pot arrived cracked in two, the soil all over the box.',
      photos: [await uploadPhoto(asha)],
    });
    started.admin.readAfterWrite(opened);
    return claimId;
  }

  return { deliveredOrder, uploadPhoto, openClaim };
}
