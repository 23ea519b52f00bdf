import { createHash, randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import { accountDecider, accountStreamId } from '@verdant/domain/identity/account';
import { handleCommand, loadConfig, systemContext } from '@verdant/platform';
import { allProjections } from '@verdant/projections';
import { STOREFRONT_SESSION } from '@verdant/server/identity/session-manager';
import { createLogger } from '@verdant/server/logging';
import { openShop, type Shop } from '@verdant/server/shop';
import { SIGN_IN_REQUIRED } from '@verdant/server/trpc/init';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedUp } from '../support/customers';
import { refusal } from '../support/refusal';
import { startTestShop, type TestShop } from '../support/test-shop';

/**
 * What a signed-in call knows of its account: who it is and whether it is an admin, read from the types of
 * the account's events on every call (nothing personal decrypted), with the session looked up in the store on
 * every call. Changes made by another instance on the same data folder count from the very next call.
 */
let shop: TestShop;
/** A second shop on the same data folder, as another server (or `npm run admin:grant`) would be. */
let other: Shop;
let productId: string;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  other = await openShop(
    loadConfig({ DATA_DIR: shop.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', WORKERS: 'external' }),
    createLogger('silent'),
  );
  ({ productId } = await shop.shop.catalogue.products.create(
    { name: 'Snake Plant', slug: 'snake-plant', basePrice: 39_900, salePrice: null },
    [],
    systemContext(randomUUID()),
  ));
});

afterAll(async () => {
  await other?.close();
  await shop.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A signed-up customer, once the shop has done with their sign-up (read models, welcome mail). */
async function customer() {
  const browser = await signedUp(shop);
  const { user } = await browser.client.auth.session.query();
  await shop.mailTo(browser.details.email);
  const caughtUp = await shop.shop.readModels.waitFor(
    allProjections.map((projection) => projection.name),
    await shop.shop.stores.eventStore.headPosition(),
    5_000,
  );
  expect(caughtUp).toBe(true);
  return { ...browser, accountId: user!.id };
}

const addOne = (browser: Awaited<ReturnType<typeof customer>>) =>
  browser.client.cart.add.mutate({ productId, variantId: null, quantity: 1 });

/** Signs the customer in to the back office too (the account must hold the admin role by then). */
const signInToBackOffice = (browser: Awaited<ReturnType<typeof customer>>) =>
  browser.client.admin.auth.signIn.mutate({ ...browser.details, secretCode: 'any code' });

/** Whether an admin-only call lets the browser's back-office session through (403 otherwise). */
const isAdmin = (browser: Awaited<ReturnType<typeof customer>>) =>
  browser.client.admin.users.list.query({ search: '' }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TRPCClientError && error.data?.code === 'FORBIDDEN') return false;
      throw error;
    },
  );

describe('a signed-in call', () => {
  it('acts as the account without decrypting any personal data', async () => {
    const shopper = await customer();
    const keys = shop.shop.stores.personalDataKeys;
    const lookups = [vi.spyOn(keys, 'find'), vi.spyOn(keys, 'keyFor')];
    const decode = vi.spyOn(shop.shop.eventSourcing.codec, 'decode');

    await addOne(shopper);
    shopper.readAfterWrite(await addOne(shopper));
    const cart = await shopper.client.cart.get.query();

    expect(cart.itemCount).toBe(2);
    for (const lookup of lookups) expect(lookup).not.toHaveBeenCalled();
    const accountEventsDecoded = decode.mock.calls.filter(([recorded]) =>
      recorded.streamId.startsWith('account-'),
    );
    expect(accountEventsDecoded).toEqual([]);
  });

  it('still answers `auth.session` with the account’s personal details', async () => {
    const shopper = await customer();
    const find = vi.spyOn(shop.shop.stores.personalDataKeys, 'find');

    const { user } = await shopper.client.auth.session.query();

    expect(user).toEqual({
      id: shopper.accountId,
      email: shopper.details.email,
      fullName: shopper.details.fullName,
      phone: shopper.details.phone,
      isAdmin: false,
      emailVerified: false,
    });
    expect(find).toHaveBeenCalledWith(shopper.accountId);
  });

  it('sees the admin role revoked or granted by another instance from the very next call', async () => {
    const shopper = await customer();
    await other.identity.accounts.grantAdminRole(shopper.accountId, systemContext(randomUUID()));
    await signInToBackOffice(shopper);
    expect(await isAdmin(shopper)).toBe(true);
    expect((await shopper.client.admin.auth.session.query()).user?.isAdmin).toBe(true);

    await handleCommand(
      other.eventSourcing,
      accountDecider,
      accountStreamId(shopper.accountId),
      { type: 'RevokeAdminRole', data: { accountId: shopper.accountId } },
      systemContext(randomUUID()),
    );
    expect(await isAdmin(shopper)).toBe(false);
    expect((await shopper.client.admin.auth.session.query()).user?.isAdmin).toBe(false);

    await other.identity.accounts.grantAdminRole(shopper.accountId, systemContext(randomUUID()));
    expect(await isAdmin(shopper)).toBe(true);
    await addOne(shopper);
  });

  it('sees an admin role event appended straight to the log from the very next call', async () => {
    const shopper = await customer();
    const append = (type: string) =>
      other.stores.eventStore.append(
        accountStreamId(shopper.accountId),
        [
          {
            type,
            data: { accountId: shopper.accountId },
            metadata: { ...systemContext(randomUUID()), at: new Date().toISOString(), schemaVersion: 1 },
          },
        ],
        { expectedRevision: 'any' },
      );

    await append('AdminRoleGranted');
    await signInToBackOffice(shopper);
    expect(await isAdmin(shopper)).toBe(true);
    await append('AdminRoleRevoked');
    expect(await isAdmin(shopper)).toBe(false);
    await append('AdminRoleGranted');
    expect(await isAdmin(shopper)).toBe(true);
  });

  it('stops at once, clearing the cookie, once the account is erased by another instance', async () => {
    const shopper = await customer();
    await addOne(shopper);

    await other.identity.accounts.erase(shopper.accountId, systemContext(randomUUID()));

    const error = await refusal(addOne(shopper));
    expect(error.data?.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(SIGN_IN_REQUIRED);
    expect(shopper.cookies.has('verdant_session')).toBe(false);
  });

  it('stops at once when the account’s erasure is recorded, whatever the session store says', async () => {
    const shopper = await customer();
    const cookie = shopper.cookies.get('verdant_session')!;
    await addOne(shopper);

    await other.stores.eventStore.append(
      accountStreamId(shopper.accountId),
      [
        {
          type: 'AccountErased',
          data: { accountId: shopper.accountId },
          metadata: { ...systemContext(randomUUID()), at: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'any' },
    );

    expect((await refusal(addOne(shopper))).data?.code).toBe('UNAUTHORIZED');
    expect(shopper.cookies.has('verdant_session')).toBe(false);
    shopper.cookies.set('verdant_session', cookie);
    expect((await shopper.client.auth.session.query()).user).toBeNull();
  });

  it('stops at once once the session is ended by another instance', async () => {
    const shopper = await customer();
    await addOne(shopper);

    await other.identity.sessions.end(shopper.cookies.get('verdant_session')!);

    expect((await refusal(addOne(shopper))).data?.code).toBe('UNAUTHORIZED');
    expect(shopper.cookies.has('verdant_session')).toBe(false);
  });

  it('sends the cookie again when the call renewed the session', async () => {
    const shopper = await customer();
    const token = shopper.cookies.get('verdant_session')!;
    const tokenHash = createHash('sha256').update(token).digest('hex');
    // Last renewed two hours ago: this call is due to renew it.
    await other.stores.sessions.extend(
      tokenHash,
      new Date(Date.now() + STOREFRONT_SESSION.idleMs - 2 * 3_600_000),
    );

    const response = await fetch(`${shop.baseUrl}/trpc/cart.add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `verdant_session=${token}` },
      body: JSON.stringify({ productId, variantId: null, quantity: 1 }),
    });

    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((header) => header.startsWith('verdant_session='));
    expect(setCookie).toContain(`verdant_session=${token}`);
    const expires = new Date(/expires=([^;]+)/i.exec(setCookie!)![1]!).getTime();
    expect(expires).toBeGreaterThan(Date.now() + STOREFRONT_SESSION.idleMs - 60_000);
    const again = await fetch(`${shop.baseUrl}/trpc/auth.session`, {
      headers: { cookie: `verdant_session=${token}` },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});
