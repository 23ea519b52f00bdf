import { CLAIM_NOT_OPENED_THEN } from '@verdant/server/aftercare/claim-history';
import { afterEach, describe, expect, it } from 'vitest';
import { claimsKit } from '../support/open-claims';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();
const claims = claimsKit(sales);
const HOUR_MS = 3_600_000;

/** The admin's later steps are recorded at these times, as if the clock read them. */
const recordAt = (moment: number) => {
  sales.shop.shop.eventSourcing.now = () => new Date(moment);
};
afterEach(() => {
  sales.shop.shop.eventSourcing.now = undefined;
});

const iso = (moment: number) => new Date(moment).toISOString();

describe('a claim as it stood at a past moment', () => {
  it('has the state, steps and review clock it had then, from the events recorded by that moment', async () => {
    const order = await claims.deliveredOrder();
    const claimId = await claims.openClaim(order);
    const { orderId, asha } = order;
    const { admin } = sales;
    const get = (at?: number) =>
      admin.client.admin.claims.get.query(at === undefined ? { claimId } : { claimId, at: iso(at) });
    const opened = Date.parse((await get()).steps[0]!.at);

    recordAt(opened + 2 * HOUR_MS);
    admin.readAfterWrite(
      await admin.client.admin.claims.requestPhotos.mutate({
        orderId,
        claimId,
        message: 'Please photograph the crack up close.',
      }),
    );
    recordAt(opened + 5 * HOUR_MS);
    admin.readAfterWrite(
      await asha.client.claims.addPhotos.mutate({
        orderId,
        claimId,
        note: 'Here it is.',
        photos: [await claims.uploadPhoto(asha)],
      }),
    );
    recordAt(opened + 8 * HOUR_MS);
    admin.readAfterWrite(
      await admin.client.admin.claims.decline.mutate({
        orderId,
        claimId,
        reason: 'The crack is in the decorative pot, not the plant.',
      }),
    );

    const kinds = (story: Awaited<ReturnType<typeof get>>) => story.steps.map((step) => step.kind);
    const justOpened = await get(opened);
    expect(justOpened).toMatchObject({
      claimId,
      orderId,
      status: 'open',
      orderStatus: 'delivered',
      reviewDueAt: iso(opened + 24 * HOUR_MS),
    });
    expect(kinds(justOpened)).toEqual(['opened']);

    const waiting = await get(opened + 3 * HOUR_MS);
    expect(waiting).toMatchObject({ status: 'awaiting_photos', reviewDueAt: null });
    expect(kinds(waiting)).toEqual(['opened', 'photos_requested']);

    // The customer's answer started a new 24 hours.
    const answered = await get(opened + 5 * HOUR_MS);
    expect(answered).toMatchObject({ status: 'open', reviewDueAt: iso(opened + 29 * HOUR_MS) });
    expect(kinds(answered)).toEqual(['opened', 'photos_requested', 'photos_added']);

    const decided = await get(opened + 9 * HOUR_MS);
    expect(decided).toMatchObject({ status: 'declined', reviewDueAt: null });
    expect(kinds(decided)).toEqual(['opened', 'photos_requested', 'photos_added', 'declined']);
    // The present is unchanged by a look at the past.
    expect(await get()).toEqual(decided);
  });

  it('refuses a moment before the claim was opened, or a moment that is not one', async () => {
    const order = await claims.deliveredOrder();
    const claimId = await claims.openClaim(order);
    const opened = Date.parse((await sales.admin.client.admin.claims.get.query({ claimId })).steps[0]!.at);
    const at = (moment: string) => sales.admin.client.admin.claims.get.query({ claimId, at: moment });

    // Delivered then, but not claimed on yet: the claim did not exist.
    const beforeOpening = await refusal(at(iso(opened - 1)));
    expect({ code: beforeOpening.data?.code, message: beforeOpening.message }).toEqual({
      code: 'NOT_FOUND',
      message: CLAIM_NOT_OPENED_THEN,
    });
    // Before the order was placed.
    expect((await refusal(at('2020-01-01T10:00:00+05:30'))).message).toBe(CLAIM_NOT_OPENED_THEN);
    expect((await refusal(at('yesterday'))).data?.code).toBe('BAD_REQUEST');
    expect(
      (
        await refusal(
          (await sales.kit.customer()).client.admin.claims.get.query({ claimId, at: iso(opened) }),
        )
      ).data?.code,
    ).toBe('UNAUTHORIZED');
  });
});
