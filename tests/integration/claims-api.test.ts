import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CLAIM_DECIDED_ALREADY,
  LINE_CLAIMED_ALREADY,
  NOT_DELIVERED_YET,
  PHOTOS_RANGE,
} from '@verdant/domain/sales/order-claim-rules';
import { ONE_PIXEL_PNG } from '@verdant/platform/testing';
import { PHOTO_NOT_UPLOADED } from '@verdant/server/aftercare/claim-commands';
import { describe, expect, it } from 'vitest';
import { uploadClaimPhoto } from '../support/claim-photos';
import { type SalesCustomer, useSalesShop } from '../support/sales';
import type { TestBrowser } from '../support/test-shop';

const sales = useSalesShop();

const cookieOf = (browser: Pick<TestBrowser, 'cookies'>) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const uploadPhoto = (browser: Pick<TestBrowser, 'cookies'>, bytes?: Buffer) =>
  uploadClaimPhoto(sales.shop.baseUrl, browser, bytes);

/** A new customer's order of two jade plants, delivered. */
async function deliveredOrder() {
  const jade = await sales.kit.createProduct({ name: 'Jade Plant', basePrice: 19_900 });
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: jade.id, quantity: 2 }));
  const { orderId } = await asha.place();
  for (const status of ['processing', 'shipped', 'delivered'] as const)
    sales.admin.readAfterWrite(await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status }));
  return { asha, orderId, jade: { productId: jade.id, variantId: null } };
}

const claimOf = async (
  asha: SalesCustomer,
  orderId: string,
  jade: { productId: string; variantId: null },
  overrides: Record<string, unknown> = {},
) => {
  const { body } = await uploadPhoto(asha);
  return asha.client.claims.open.mutate({
    orderId,
    claimId: randomUUID(),
    reason: 'arrived_damaged',
    items: [{ ...jade, quantity: 1 }],
    description: 'One pot arrived cracked in two, the soil all over the box.',
    photos: [body.name!],
    ...overrides,
  });
};

describe('claims under the 7-day guarantee', () => {
  it('a customer reports damage with a photo; the admin sees it on the clock and its story', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const photo = await uploadPhoto(asha);
    expect(photo.status).toBe(201);
    const claimId = randomUUID();
    const opened = await asha.client.claims.open.mutate({
      orderId,
      claimId,
      reason: 'arrived_damaged',
      items: [{ ...jade, quantity: 1 }],
      description: 'One pot arrived cracked in two, the soil all over the box.',
      photos: [photo.body.name!],
    });
    sales.admin.readAfterWrite(opened);

    const listed = await sales.admin.client.admin.claims.list.query({ status: 'open' });
    const row = listed.find((claim) => claim.id === claimId);
    expect(row).toMatchObject({
      orderId,
      reason: 'arrived_damaged',
      itemCount: 1,
      status: 'open',
      overdue: false,
    });
    expect(Date.parse(row!.reviewDueAt!) - Date.parse(row!.openedAt)).toBe(24 * 3_600_000);

    const story = await sales.admin.client.admin.claims.get.query({ claimId });
    expect(story).toMatchObject({
      claimId,
      orderId,
      status: 'open',
      items: [{ ...jade, quantity: 1, productName: 'Jade Plant', variantName: null }],
      steps: [
        {
          kind: 'opened',
          description: 'One pot arrived cracked in two, the soil all over the box.',
          photos: [`/claim-photos/${photo.body.name}`],
        },
      ],
    });
    // The photo is the customer's and the back office's to see, nobody else's.
    const photoAt = (browser?: Pick<TestBrowser, 'cookies'>) =>
      fetch(`${sales.shop.baseUrl}/claim-photos/${photo.body.name}`, {
        headers: browser ? { cookie: cookieOf(browser) } : {},
      });
    expect((await photoAt(sales.admin)).status).toBe(200);
    const own = await photoAt(asha);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
    expect((await photoAt()).status).toBe(404);
    expect((await photoAt(await sales.kit.customer())).status).toBe(404);

    // The admin asks for more photos; the customer answers; the clock starts afresh.
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.claims.requestPhotos.mutate({
        orderId,
        claimId,
        message: 'Please photograph the crack up close.',
      }),
    );
    expect(
      (await sales.admin.client.admin.claims.list.query({ status: 'awaiting_photos' })).map((c) => c.id),
    ).toContain(claimId);
    const more = await uploadPhoto(asha);
    await asha.write(
      asha.client.claims.addPhotos.mutate({
        orderId,
        claimId,
        note: 'Here it is.',
        photos: [more.body.name!],
      }),
    );
    const onOrder = await asha.client.claims.ofOrder.query({ orderId });
    expect(onOrder.claims.map((claim) => claim.steps.map((step) => step.kind))).toEqual([
      ['opened', 'photos_requested', 'photos_added'],
    ]);
    // Until when each problem may be reported: 48 hours for damage, 7 days for the rest.
    const { arrived_damaged: damageUntil, poor_health: healthUntil } = onOrder.reportableUntil!;
    expect((Date.parse(healthUntil) - Date.parse(damageUntil)) / 3_600_000).toBe(5 * 24);

    // The back office reads who took each step; the customer's view names nobody.
    const admins = (await sales.admin.client.admin.claims.get.query({ claimId })).steps.map(
      (step) => step.by,
    );
    expect(admins).toEqual(['The customer', expect.any(String), 'The customer']);
    expect(admins[1]).not.toBe('An admin');
    expect(onOrder.claims[0]?.steps.every((step) => step.by === undefined)).toBe(true);

    // Declined with a reason the customer reads on their order; the timeline says so, by whom.
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.claims.decline.mutate({
        orderId,
        claimId,
        reason: 'The crack is in the decorative pot, which is not part of the plant.',
      }),
    );
    expect((await asha.client.claims.ofOrder.query({ orderId })).claims[0]).toMatchObject({
      status: 'declined',
      steps: expect.arrayContaining([
        expect.objectContaining({
          kind: 'declined',
          reason: 'The crack is in the decorative pot, which is not part of the plant.',
        }),
      ]),
    });
    // A mail at each step the shop took, through the job queue, in the shop's words.
    const number = `#${orderId.slice(0, 8)}`;
    const claimMails = async () =>
      (await sales.shop.mailTo(asha.details.email, 6)).filter(
        (mail) => mail.subject.includes('claim') || mail.subject.includes('report'),
      );
    await expect.poll(async () => (await claimMails()).length).toBe(3);
    const mails = new Map((await claimMails()).map((mail) => [mail.subject, mail.text]));
    expect(mails.get(`We have your report on Verdant order ${number}`)).toContain(
      'Arrived damaged: 1 × Jade Plant',
    );
    expect(mails.get(`We need more photos for your claim on Verdant order ${number}`)).toContain(
      'Please photograph the crack up close.',
    );
    expect(mails.get(`Your claim on Verdant order ${number}`)).toContain(
      'The crack is in the decorative pot, which is not part of the plant.',
    );

    const timeline = await sales.admin.client.admin.orders.timeline.query({ orderId });
    expect(timeline.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        'Problem reported (Arrived damaged): 1 item, 1 photo',
        'More photos asked for: Please photograph the crack up close.',
        'More photos added: 1 photo',
        'Claim declined: The crack is in the decorative pot, which is not part of the plant.',
      ]),
    );
  });

  it('two admins deciding one claim at once: one decision wins, the other is told', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const claimId = randomUUID();
    await claimOf(asha, orderId, jade, { claimId });
    const second = await sales.shop.adminBrowser();
    const decisions = await Promise.allSettled(
      [sales.admin, second].map((admin) =>
        admin.client.admin.claims.decline.mutate({
          orderId,
          claimId,
          reason: 'Not covered by the guarantee.',
        }),
      ),
    );
    expect(decisions.filter((decision) => decision.status === 'fulfilled')).toHaveLength(1);
    expect(
      decisions.flatMap((decision) => (decision.status === 'rejected' ? [decision.reason.message] : [])),
    ).toEqual([CLAIM_DECIDED_ALREADY]);
  });

  it('refuses bad claims with a clear message, recording nothing', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const refused = (overrides: Record<string, unknown>, code: string, message: string) =>
      sales.kit.refusedWithNothingWritten(() => claimOf(asha, orderId, jade, overrides), code, message);

    await refused({ photos: [] }, 'BAD_REQUEST', PHOTOS_RANGE);
    await refused(
      { items: [{ ...jade, quantity: 3 }] },
      'BAD_REQUEST',
      'You can report at most the 2 you received',
    );
    // Another customer's upload, or one never made, cannot be named.
    const ravi = await sales.kit.customer();
    const ravisPhoto = (await uploadPhoto(ravi)).body.name!;
    await refused({ photos: [ravisPhoto] }, 'BAD_REQUEST', PHOTO_NOT_UPLOADED);
    await refused(
      { photos: [ravisPhoto.replace(/^[0-9a-f]+/, 'f'.repeat(24))] },
      'BAD_REQUEST',
      PHOTO_NOT_UPLOADED,
    );
    // Another customer's order answers as a missing one.
    await sales.kit.refusedWithNothingWritten(
      () => claimOf(ravi, orderId, jade),
      'NOT_FOUND',
      'Order not found',
    );
    // One open claim per line.
    await claimOf(asha, orderId, jade);
    await refused({}, 'CONFLICT', LINE_CLAIMED_ALREADY);
  });

  it('refuses a claim on an order not delivered yet', async () => {
    const jade = await sales.kit.createProduct({ basePrice: 19_900 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: jade.id }));
    const { orderId } = await asha.place();
    expect((await asha.client.claims.ofOrder.query({ orderId })).reportableUntil).toBeNull();
    await sales.kit.refusedWithNothingWritten(
      () => claimOf(asha, orderId, { productId: jade.id, variantId: null }),
      'BAD_REQUEST',
      NOT_DELIVERED_YET,
    );
  });

  it('erasing the customer deletes their photos and seals their words, keeping the claim’s figures', async () => {
    const { asha, orderId, jade } = await deliveredOrder();
    const claimId = randomUUID();
    const { user } = await asha.client.auth.session.query();
    await claimOf(asha, orderId, jade, { claimId });
    const story = await sales.admin.client.admin.claims.get.query({ claimId });
    const sent = story.steps
      .flatMap((step) => ('photos' in step ? step.photos : []))
      .map((url) => url.split('/').pop());
    const photos = async () =>
      (await readdir(join(sales.shop.dataDir, 'claim-photos'))).filter((name) => sent.includes(name));
    expect(await photos()).toHaveLength(1);

    sales.admin.readAfterWrite(await sales.admin.client.admin.users.erase.mutate({ accountId: user!.id }));

    expect(await photos()).toEqual([]);
    expect(await sales.admin.client.admin.claims.get.query({ claimId })).toMatchObject({
      status: 'open',
      items: [{ ...jade, quantity: 1 }],
      steps: [{ kind: 'opened', description: null, photos: [] }],
    });
    expect(
      (await sales.admin.client.admin.claims.list.query({})).find((claim) => claim.id === claimId),
    ).toMatchObject({ itemCount: 1, reason: 'arrived_damaged' });
  });

  it('the dashboard counts the claims not yet decided, and those past their 24 hours', async () => {
    const summary = () => sales.admin.client.admin.dashboard.summary.query();
    const before = (await summary()).claims;
    const { asha, orderId, jade } = await deliveredOrder();
    sales.admin.readAfterWrite(await claimOf(asha, orderId, jade));

    expect((await summary()).claims).toEqual({ open: before.open + 1, overdue: before.overdue });
    // A day and an hour later every claim still open (not waiting for photos) is overdue.
    const open = await sales.admin.client.admin.claims.list.query({ status: 'open' });
    const later = await sales.shop.shop.sales.queries.dashboard.dashboardSummary(
      new Date(Date.now() + 25 * 3_600_000),
    );
    expect(later.claims.overdue).toBe(open.length);
    expect(open.length).toBeGreaterThan(before.overdue);
  });

  it('takes only images of at most 5 MB, from signed-in customers, stored apart from the catalogue', async () => {
    const asha = await sales.kit.customer();
    expect(await uploadPhoto(asha, Buffer.from('not an image at all'))).toEqual({
      status: 400,
      body: { message: 'Please upload an image file' },
    });
    const tooLarge = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadPhoto(asha, tooLarge)).status).toBe(413);
    expect((await uploadPhoto({ cookies: new Map() })).status).toBe(401);
    const stored = await readdir(join(sales.shop.dataDir, 'claim-photos'));
    const { body } = await uploadPhoto(asha);
    expect(await readdir(join(sales.shop.dataDir, 'claim-photos'))).toEqual(
      expect.arrayContaining([...stored, body.name]),
    );
    expect(await readdir(join(sales.shop.dataDir, 'uploads')).catch(() => [])).not.toContain(body.name);
  });
});
